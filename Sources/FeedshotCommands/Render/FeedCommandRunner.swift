import ArgumentParser
import Foundation

/// The common flow of the rendering commands: load data (stopping with exit status 1 and every
/// error on bad data), render the jobs into the output folder, print a summary, and exit with 1
/// when any item failed.
struct FeedCommandRunner {
    var options: RenderOptions

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
        let runner = BatchRunner(outputDirectory: options.out, workerCount: options.workerCount, compression: options.png)
        let summary = runner.run(prepared.jobs, console: console)
        let average = summary.rendered > 0 ? summary.bytesWritten / summary.rendered / 1024 : 0
        let total = prepared.jobs.reduce(0) { $0 + $1.fileCount }
        console.info("rendered \(summary.rendered) of \(total) image\(total == 1 ? "" : "s") "
                     + "from \(prepared.source) into \(options.out)/ (\(summary.warnings) warning\(summary.warnings == 1 ? "" : "s"), "
                     + "\(summary.failed) error\(summary.failed == 1 ? "" : "s"), "
                     + String(format: "%.2f s, %d KiB per image)", summary.seconds, average))
        if summary.failed > 0 || (options.images.strict && summary.warnings > 0) { throw ExitCode(1) }
    }
}
