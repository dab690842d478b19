import ArgumentParser
import ImageCodecs
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `feedshot convert INPUT OUTPUT.png`: decodes a PNG or JPEG with its EXIF orientation and ICC
/// profile applied and writes it as an sRGB PNG, atomically.
///
/// Exit status: 0 on success; 1 when the image cannot be read, decoded or written (one line on
/// standard error that names the file); 64 for usage errors (ArgumentParser's validation code).
public struct ConvertCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Decode a PNG or JPEG (orientation and colour profile applied) and write it as PNG.")

    /// The image to read; its format is taken from its bytes, not its name.
    @Argument(help: "The PNG or JPEG image to read.")
    var input: String

    /// The PNG file to write (replaced atomically).
    @Argument(help: "The PNG file to write.")
    var output: String

    /// The pixel limit.
    @Option(help: "Refuse images with more pixels than this (checked from the header).")
    var maxPixels: Int = ImageDecodingOptions.defaultMaxPixels

    /// The PNG compression preset.
    @Option(help: "PNG compression: fast, default or small.")
    var compression: PNGCompression = .default

    public init() {}

    public func validate() throws {
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be positive, not \(maxPixels).") }
        guard output.lowercased().hasSuffix(".png") else {
            throw ValidationError("OUTPUT must be a .png file, not '\(output)'.")
        }
    }

    public func run() throws {
        do {
            let image = try ImageDecoder.decode(contentsOf: input, options: ImageDecodingOptions(maxPixels: maxPixels))
            let bytes = try PNGEncoder.encode(image.bitmap, compression: compression)
            try writeFileAtomically(bytes, to: output)
        } catch {
            Self.printError("feedshot convert: error: \(error)")
            throw ExitCode.failure
        }
    }
}

extension ConvertCommand {
    /// Writes one line to standard error (unbuffered, so it is never lost on exit).
    static func printError(_ message: String) {
        var line = Array((message + "\n").utf8)
        line.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var written = 0
            while written < bytes.count {
                let count = write(STDERR_FILENO, base + written, bytes.count - written)
                if count <= 0 { return }
                written += count
            }
        }
    }
}

extension PNGCompression: ExpressibleByArgument {}
