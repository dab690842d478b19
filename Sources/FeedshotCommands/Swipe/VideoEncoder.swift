import Foundation
import Raster

/// Pipes raw frames into `ffmpeg` (H.264, yuv420p) without temporary frame files.
struct VideoEncoder {
    var path: String
    var width: Int
    var height: Int
    var fps: Double

    /// `ffmpeg` on the `PATH`, or nil.
    static func locateFFmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Encodes `frameCount` frames, made one at a time by `frame`, into the video file (written
    /// under a temporary name, then renamed).
    func encode(frameCount: Int, frame: (Int) -> Bitmap) throws {
        guard let ffmpeg = Self.locateFFmpeg() else {
            throw CommandFailure("ffmpeg is not installed or not on the PATH (Debian: apt-get install ffmpeg); "
                                 + "the PNG frames were written")
        }
        let temporary = (path as NSString).deletingLastPathComponent + "/.\((path as NSString).lastPathComponent).\(UUID().uuidString).mp4"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24",
                             "-s", "\(width)x\(height)", "-r", fps.compactDescription, "-i", "-",
                             // yuv420p needs even dimensions.
                             "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                             "-movflags", "+faststart", "-f", "mp4", temporary]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errorText = PipeDrain(errors.fileHandleForReading)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for index in 0..<frameCount {
            let bitmap = frame(index)
            bitmap.pixels.withUnsafeBufferPointer { source in
                var j = 0
                for y in 0..<height {
                    var i = y * bitmap.bytesPerRow
                    for _ in 0..<width {
                        // Frames are opaque: the premultiplied channels are the colour.
                        rgb[j] = source[i]; rgb[j + 1] = source[i + 1]; rgb[j + 2] = source[i + 2]
                        i += 4
                        j += 3
                    }
                }
            }
            do {
                try input.fileHandleForWriting.write(contentsOf: rgb)
            } catch {
                break  // ffmpeg stopped reading; its message explains why
            }
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: errorText.wait(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CommandFailure("ffmpeg failed (status \(process.terminationStatus)): \(message)")
        }
        if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        try FileManager.default.moveItem(atPath: temporary, toPath: path)
    }
}
