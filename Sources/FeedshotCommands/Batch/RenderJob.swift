import Raster

/// One output file of a batch: its name and how to draw it.
///
/// Jobs are independent: a job never reads another job's state, which is what makes a batch's
/// bytes identical at any `--jobs` count.
struct RenderJob: Sendable {
    /// The output file name inside the batch's folder, for example `apollo11.png`.
    var outputName: String
    /// What the job renders, for messages ("Apollo 11").
    var title: String
    /// More files that get the same bytes: identical swipe frames are encoded once.
    var duplicateNames: [String] = []
    /// Draws the job. Throwing fails this job only; the rest of the batch goes on.
    var render: @Sendable () throws -> RenderedImage
    /// The item and inputs the output depends on (shards, manifests, fingerprints); nil for
    /// outputs that are not feed items (swipe frames).
    var identity: JobIdentity?

    /// How many files the job writes.
    var fileCount: Int { 1 + duplicateNames.count }

    init(outputName: String, title: String, duplicateNames: [String] = [], identity: JobIdentity? = nil,
         render: @escaping @Sendable () throws -> RenderedImage) {
        self.outputName = outputName
        self.title = title
        self.duplicateNames = duplicateNames
        self.identity = identity
        self.render = render
    }
}

/// A rendered job: its pixels (or its already encoded PNG) and what went wrong without stopping
/// it (a missing portrait drawn as a placeholder, for example).
struct RenderedImage: Sendable {
    /// What the job produced.
    enum Content: Sendable {
        /// Pixels for the batch to encode with its PNG preset.
        case pixels(Bitmap)
        /// A finished PNG (swipe frames encode themselves from cached page pieces).
        case png([UInt8])
    }

    var content: Content
    var warnings: [String]

    init(bitmap: Bitmap, warnings: [String] = []) {
        content = .pixels(bitmap)
        self.warnings = warnings
    }

    init(png: [UInt8], warnings: [String] = []) {
        content = .png(png)
        self.warnings = warnings
    }
}
