import Foundation
import ImageCodecs

/// The program behind the `feedshot-previews` command plugin: renders every preview of a
/// module to PNG files and prints one line per preview (rendered, or why not).
///
/// The plugin links a target's code with a one-line `main` that calls
/// `feedshot_previews_main`; the previews are found at run time, as in tests. Previews run in
/// child processes (this program again), so one that traps is reported and the rest render.
///
/// ```
/// feedshot-previews --module Cards --output previews [--variants dark,rtl,ax5] [--scale 3]
///                   [--device "iPhone SE"] [--jobs 2] [--timeout 300]
/// ```
///
/// Each preview is written to `<output>/<File>.<Preview>.png` (its golden image name), or with
/// `--variants` once per variant as `<File>.<Preview>.<variant>.png` (the names
/// ``SnapshotVariant/list(parsing:)`` reads, `standard` for the set teams pin).
///
/// The lines printed are also written to `<output>/feedshot-previews.<Module>.txt`
/// (``reportFileName``).
///
/// Exit status: 0 when every preview rendered, 1 when any did not, 64 for a usage error.
package struct PreviewRenderingCommand {
    package var modules: Set<String>?
    package var variants: [SnapshotVariant] = []
    package var outputDirectory: String
    package var scale: Double = 3
    package var device: Device = .default
    package var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    package var timeout: Double = 300

    /// Usage, for errors.
    static let usage = "usage: feedshot-previews --output DIR [--module NAME]... [--variants LIST] "
        + "[--scale 1|2|3] [--device NAME] [--jobs N] [--timeout SECONDS]"

    /// Reads the command line (without the program's name).
    package init(arguments: [String]) throws(PreviewCommandError) {
        var modules: Set<String> = []
        var output: String?
        var index = 0
        func value(_ option: String) throws(PreviewCommandError) -> String {
            index += 1
            guard index < arguments.count else { throw .usage("\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--module": modules.insert(try value(argument))
            case "--output": output = try value(argument)
            case "--variants":
                let list = try value(argument)
                do {
                    variants += list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } == ["standard"]
                        ? .standard : try SnapshotVariant.list(parsing: list)
                } catch {
                    throw .usage("\(error)")
                }
            case "--scale":
                let text = try value(argument)
                guard let scale = Double(text), [1.0, 2.0, 3.0].contains(scale) else {
                    throw .usage("--scale must be 1, 2 or 3, not \(text)")
                }
                self.scale = scale
            case "--device":
                let name = try value(argument)
                guard let device = PreviewDevice(rawValue: name).device else { throw .usage("unknown device \(name)") }
                self.device = device
            case "--jobs":
                let text = try value(argument)
                guard let jobs = Int(text), jobs > 0 else { throw .usage("--jobs must be a positive number, not \(text)") }
                self.jobs = jobs
            case "--timeout":
                let text = try value(argument)
                guard let timeout = Double(text), timeout > 0 else { throw .usage("--timeout must be positive, not \(text)") }
                self.timeout = timeout
            default:
                throw .usage("unknown argument \(argument)")
            }
            index += 1
        }
        guard let output, !output.isEmpty else { throw .usage("--output is required") }
        outputDirectory = output
        self.modules = modules.isEmpty ? nil : modules
    }

    /// Runs the command: as the parent, lists, runs and prints; as a worker child, renders its
    /// share. Returns the exit status.
    package func run() -> Int32 {
        let declarations = PreviewDeclaration.all(inModules: modules)
        let renderer = Renderer(scale: scale)
        if let request = PreviewWorkerRequest.current() {
            do {
                try PreviewWorker.run(request, of: declarations) { render($0, with: renderer) }
                return 0
            } catch {
                print("feedshot-previews worker: \(error)")
                return 1
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        } catch {
            print("feedshot-previews: cannot create \(outputDirectory): \(error)")
            return 1
        }
        guard !declarations.isEmpty else {
            print("feedshot-previews: no previews in \(modules.map { $0.sorted().joined(separator: ", ") } ?? "the program")")
            return 0
        }
        let scratch = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("feedshot-previews-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let pool = PreviewProcessPool(workers: jobs, timeout: timeout, scratchDirectory: scratch)
        let launch = PreviewProcessPool.Launch(executable: PreviewProcessPool.currentExecutable,
                                               arguments: Array(CommandLine.arguments.dropFirst()))
        let result: PreviewRunResult
        do {
            result = try pool.run(declarations.indices.map { PreviewWorkItem(declaration: $0) }, callSite: "feedshot-previews",
                                  launch: launch)
        } catch {
            print("feedshot-previews: \(error)")
            return 1
        }
        var lines: [(key: [Int], text: String, failed: Bool)] = []
        for finished in result.finished {
            let source = declarations[finished.declaration].source
            let rendered = (try? JSONDecoder().decode([RenderedImage].self, from: Data(finished.payload.utf8))) ?? []
            if rendered.isEmpty {
                lines.append(([finished.declaration, finished.preview],
                              "failed   \(finished.name) (\(source)): the worker's result was unreadable", true))
            }
            for image in rendered {
                lines.append(([finished.declaration, finished.preview],
                              "\(image.failed ? "failed  " : "rendered") \(image.name) (\(source)): \(image.detail)",
                              image.failed))
            }
        }
        for failure in result.failures {
            let declaration = declarations[failure.declaration]
            let name = failure.name ?? declaration.stem
            let output = failure.output.isEmpty ? "" : "\n    " + failure.output.replacingOccurrences(of: "\n", with: "\n    ")
            lines.append(([failure.declaration, failure.preview ?? -1],
                          "failed   \(name) (\(declaration.source)): \(failure.reason)\(output)", true))
        }
        lines.sort { $0.key.lexicographicallyPrecedes($1.key) }
        let failures = lines.filter(\.failed).count
        var report = lines.map(\.text)
        report.append("feedshot-previews: \(lines.count - failures) rendered, \(failures) failed, into \(outputDirectory)")
        // The report is also a file: what a command plugin prints reaches the terminal through
        // SwiftPM, which may lose it (its process has crashed at exit after a plugin's error),
        // and a CI job wants the outcome without parsing a build log.
        let reportPath = (outputDirectory as NSString).appendingPathComponent(reportFileName)
        do {
            try writeFileAtomically(Array((report.joined(separator: "\n") + "\n").utf8), to: reportPath)
        } catch {
            report.append("feedshot-previews: cannot write the report \(reportPath): \(error)")
        }
        for line in report { print(line) }
        return failures == 0 ? 0 : 1
    }

    /// The report's file name in the output folder: `feedshot-previews.<Module>.txt` (modules
    /// joined by `+`), so that the plugin's runs for several targets into one folder keep theirs.
    package var reportFileName: String {
        guard let modules, !modules.isEmpty else { return "feedshot-previews.txt" }
        return "feedshot-previews.\(modules.sorted().joined(separator: "+")).txt"
    }

    /// Renders one preview (once per variant) to `<output>/<snapshot name>[.<variant>].png`.
    private func render(_ preview: Preview, with renderer: Renderer) -> String {
        let images = (variants.isEmpty ? [nil] : variants.map(Optional.some)).map { variant in
            let name = preview.snapshotName + (variant.map { "." + $0.name } ?? "")
            let path = (outputDirectory as NSString).appendingPathComponent(name + ".png")
            do {
                let image = try renderer.render(preview, in: variant ?? .default, defaultDevice: device)
                try writeFileAtomically(try PNGEncoder.encode(image), to: path)
                return RenderedImage(name: name, failed: false, detail: "\(image.width)x\(image.height) px, \(path)")
            } catch {
                return RenderedImage(name: name, failed: true, detail: "\(error)")
            }
        }
        guard let data = try? JSONEncoder().encode(images) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// What a worker reports for one image.
    private struct RenderedImage: Codable {
        var name: String
        var failed: Bool
        var detail: String
    }
}

/// A command-line mistake, reported with the usage.
package enum PreviewCommandError: Error, CustomStringConvertible, Sendable {
    case usage(String)

    package var description: String {
        switch self {
        case .usage(let message): "feedshot-previews: \(message)\n\(PreviewRenderingCommand.usage)"
        }
    }
}

/// The entry point the `feedshot-previews` plugin's generated `main` calls (by this C name, so
/// that the generated file needs no imports): runs ``PreviewRenderingCommand`` on the process's
/// arguments and exits with its status (it does not return).
@_cdecl("feedshot_previews_main")
public func feedshotPreviewsMain() {
    let status: Int32
    do {
        status = try PreviewRenderingCommand(arguments: Array(CommandLine.arguments.dropFirst())).run()
    } catch {
        print(error)
        status = 64
    }
    // `exit` flushes what `print` buffered.
    exit(status)
}
