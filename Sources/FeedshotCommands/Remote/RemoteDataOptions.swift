import ArgumentParser
import Foundation
import ImageLoading

/// The options of feeds read from URLs and APIs (`--data URL`, `launch --endpoint`): request
/// headers, limits of a data response, and saving what was fetched.
package struct RemoteDataOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A request header for the data URL or endpoint, as 'Name: value' (repeatable). Sent to that origin only; never printed.",
        valueName: "header"))
    package var header: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "A request header whose value is read from an environment variable, as NAME=VARIABLE (repeatable), "
            + "for tokens: --header-env Authorization=API_TOKEN.",
        valueName: "NAME=VARIABLE"))
    package var headerEnv: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "Save the fetched feed files or API responses (and the images next to them) into this folder, "
            + "so the same command with --data FOLDER renders the same bytes.",
        valueName: "dir"))
    package var saveData: String?

    @Option(name: .long, help: ArgumentHelp("The largest feed file or API response, in MiB.", valueName: "MiB"))
    var maxDataSize = 16

    @Option(name: .long, help: ArgumentHelp("Seconds for a whole feed file or API response, retries apart.", valueName: "seconds"))
    var dataTimeout = 30.0

    package init() {}

    package mutating func validate() throws {
        _ = try headers()
        guard (1...1024).contains(maxDataSize) else {
            throw ValidationError("--max-data-size must be between 1 and 1024 MiB (got \(maxDataSize))")
        }
        guard dataTimeout.isFinite, dataTimeout > 0, dataTimeout <= 3600 else {
            throw ValidationError("--data-timeout must be between 0 and 3600 seconds (got \(dataTimeout))")
        }
        if let saveData, saveData.isEmpty { throw ValidationError("--save-data needs a folder") }
    }

    /// Whether any option of a remote feed was given (they need `--data URL` or `--endpoint`).
    var isUsed: Bool { !header.isEmpty || !headerEnv.isEmpty || saveData != nil }

    /// The headers of `--header` and `--header-env`, checked. Messages name a header, never its value.
    package func headers(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> [FetchHeader] {
        var headers = [FetchHeader]()
        for text in header {
            guard let colon = text.firstIndex(of: ":") else {
                throw ValidationError("--header must be 'Name: value' (this one has no colon; its text is not shown, it may be a secret)")
            }
            let name = String(text[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            headers.append(try Self.checked(name: name, value: value, option: "--header"))
        }
        for text in headerEnv {
            guard let equals = text.firstIndex(of: "=") else {
                throw ValidationError("--header-env must be NAME=VARIABLE, for example Authorization=API_TOKEN (got \(Self.quoted(text)))")
            }
            let name = String(text[..<equals]), variable = String(text[text.index(after: equals)...])
            guard !variable.isEmpty else { throw ValidationError("--header-env \(Self.quoted(name)): no environment variable named") }
            guard let value = environment[variable], !value.isEmpty else {
                throw ValidationError("--header-env \(Self.quoted(name)): the environment variable \(Self.quoted(variable)) is not set")
            }
            headers.append(try Self.checked(name: name, value: value, option: "--header-env"))
        }
        return headers
    }

    /// Header names are tokens (RFC 9110); values have no line breaks (they would inject headers).
    /// Headers that frame the request are Feedshot's to set.
    private static func checked(name: String, value: String, option: String) throws -> FetchHeader {
        let token = CharacterSet(charactersIn: "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(token.contains) else {
            // A mistyped --header may be all secret: its text is not repeated.
            let shown = option == "--header" ? "the text before the colon" : quoted(name)
            throw ValidationError("\(option): \(shown) is not a header name (letters, digits and !#$%&'*+-.^_`|~)")
        }
        let reserved = ["host", "content-length", "transfer-encoding", "connection", "content-type"]
        guard !reserved.contains(name.lowercased()) else {
            throw ValidationError("\(option): \(quoted(name)) is set by Feedshot itself")
        }
        guard !value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else {
            throw ValidationError("\(option) \(quoted(name)): the value has a line break or control character (not shown)")
        }
        return FetchHeader(name: name, value: value)
    }

    private static func quoted(_ text: String) -> String {
        let shown = text.count > 60 ? String(text.prefix(59)) + "…" : text
        return "\"\(shown.unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined())\""
    }

    /// The limits of one data response: the loader's connect time-out, `--data-timeout`, `--max-data-size`.
    package func limits(base: FetchLimits) -> FetchLimits {
        var limits = base
        limits.totalTimeout = dataTimeout
        limits.connectTimeout = min(base.connectTimeout, dataTimeout)
        limits.maximumBodyBytes = maxDataSize << 20
        return limits
    }
}
