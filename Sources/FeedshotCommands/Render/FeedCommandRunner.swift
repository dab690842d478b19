import ArgumentParser
import Foundation

/// The common flow of the rendering commands: load data (stopping with exit status 1 and every
/// error on bad data), render the jobs into the output folder, print a summary, and exit with 1
/// when any item failed.
struct FeedCommandRunner {
    var options: RenderOptions
    /// Shards, manifest and --skip-unchanged (cards, media, launch).
    var batch: BatchOptions? = nil

    /// `prepare` loads the feed and returns the jobs and the data's location (for messages).
    func run(_ prepare: (Console) throws -> (jobs: [RenderJob], source: String)) throws {
        let console = Console(quiet: options.quiet)
        let prepared: (jobs: [RenderJob], source: String)
        do {
            prepared = try prepare(console)
        } catch let error as ValidationError {
            throw error
        } catch {
            console.error("error: \(error)")
            throw ExitCode(1)
        }
        do {
            try FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
        } catch {
            console.error("error: cannot create the output folder \(options.out): \(error.localizedDescription)")
            throw ExitCode(1)
        }
        let session = try BatchSession(batch, outputDirectory: options.out, compression: options.png, console: console)
        let jobs = try session.plan(prepared.jobs)
        var runner = BatchRunner(outputDirectory: options.out, workerCount: options.workerCount, compression: options.png)
        runner.observer = session.observer
        let summary = runner.run(jobs, console: console)
        try session.finish()
        let average = summary.rendered > 0 ? summary.bytesWritten / summary.rendered / 1024 : 0
        let total = jobs.reduce(0) { $0 + $1.fileCount }
        console.info("rendered \(summary.rendered) of \(total) image\(total == 1 ? "" : "s") "
                     + "from \(prepared.source) into \(options.out)/ (\(summary.warnings) warning\(summary.warnings == 1 ? "" : "s"), "
                     + "\(summary.failed) error\(summary.failed == 1 ? "" : "s"), "
                     + String(format: "%.2f s, %d KiB per image)", summary.seconds, average))
        if summary.failed > 0 || console.runErrors > 0 || (options.images.strict && summary.warnings > 0) { throw ExitCode(1) }
    }
}
