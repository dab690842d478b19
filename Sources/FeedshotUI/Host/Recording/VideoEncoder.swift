import Foundation
import Raster

/// Pipes raw frames into `ffmpeg` (H.264, yuv420p) as they are made, without temporary frame
/// files: `feedshot swipe --video` and a recording's `RecordingDestination.video(_:)`
/// share it. The video is written under a temporary name and renamed into place when `ffmpeg`
/// succeeds.
package final class VideoEncoder {
    package let path: String
    package let width: Int
    package let height: Int
    private let temporary: String
    private let process = Process()
    private let input = Pipe()
    private let errors: PipeDrain
    private var rgb: [UInt8]
    /// Set once ffmpeg stopped reading (its message explains why; ``finish()`` reports it).
    private var closed = false

    /// `ffmpeg` on the `PATH`, or nil.
    package static func locateFFmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Starts `ffmpeg` for a `width` x `height` video at `fps` written to `path` (an `.mp4`).
    package init(path: String, width: Int, height: Int, fps: Double) throws(RecordingError) {
        guard let ffmpeg = Self.locateFFmpeg() else { throw .ffmpegMissing(path: path) }
        self.path = path
        self.width = width
        self.height = height
        let name = (path as NSString).lastPathComponent, folder = (path as NSString).deletingLastPathComponent
        temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(UUID().uuidString).mp4"
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24",
                             "-s", "\(width)x\(height)", "-r", fps.compactDescription, "-i", "-",
                             // yuv420p needs even dimensions.
                             "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                             "-movflags", "+faststart", "-f", "mp4", temporary]
        let errorPipe = Pipe()
        process.standardInput = input
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .ffmpegFailed(path: path, status: -1, message: "cannot start \(ffmpeg): \(error.localizedDescription)")
        }
        errors = PipeDrain(errorPipe.fileHandleForReading)
        rgb = [UInt8](repeating: 0, count: width * height * 3)
    }

    deinit {
        if process.isRunning {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    /// Sends one frame (RGB of the premultiplied pixels: transparent parts come out black).
    /// - Precondition: the frame is `width` x `height`.
    package func append(_ frame: Bitmap) {
        precondition(frame.width == width && frame.height == height, "video frame of the wrong size")
        guard !closed else { return }
        frame.pixels.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { rgb in
                var j = 0
                for y in 0..<height {
                    var i = y * frame.bytesPerRow
                    for _ in 0..<width {
                        rgb[j] = source[i]; rgb[j + 1] = source[i + 1]; rgb[j + 2] = source[i + 2]
                        i += 4
                        j += 3
                    }
                }
            }
        }
        do {
            try input.fileHandleForWriting.write(contentsOf: rgb)
        } catch {
            closed = true  // ffmpeg stopped reading; its message explains why
        }
    }

    /// Ends the input, waits for `ffmpeg` and renames the video into place.
    package func finish() throws(RecordingError) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: errors.wait(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .ffmpegFailed(path: path, status: process.terminationStatus, message: message)
        }
        do {
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
            try FileManager.default.moveItem(atPath: temporary, toPath: path)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .encodingFailed(path: path, reason: "cannot move the video into place: \(error.localizedDescription)")
        }
    }

    /// Encodes `frameCount` frames, made one at a time by `frame`, into a video at `path`.
    package static func encode(path: String, width: Int, height: Int, fps: Double, frameCount: Int,
                               frame: (Int) -> Bitmap) throws(RecordingError) {
        let encoder = try VideoEncoder(path: path, width: width, height: height, fps: fps)
        for index in 0..<frameCount { encoder.append(frame(index)) }
        try encoder.finish()
    }
}
