import ImageCodecs

extension RenderJob {
    /// Renders the job and encodes it as PNG with `compression`: the one path from a job to bytes,
    /// shared by batches and `feedshot serve` so both produce the same files.
    package func encodedPNG(compression: PNGCompression) throws -> (png: [UInt8], warnings: [String]) {
        let image = try render()
        switch image.content {
        case .pixels(let bitmap): return (try PNGEncoder.encode(bitmap, compression: compression), image.warnings)
        case .png(let png): return (png, image.warnings)
        }
    }
}

/// Hears about each job a batch wrote, from the worker thread that wrote it.
protocol BatchObserver: Sendable {
    /// `job` was written; `png` are its bytes, `renderSeconds` the time to render and encode it.
    func batchWrote(_ job: RenderJob, png: [UInt8], renderSeconds: Double, warnings: [String])
}
