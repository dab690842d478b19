import Dispatch
import Foundation
import ImageCodecs
import Raster

/// What a batch did, for the summary line and the exit code.
struct BatchSummary: Sendable {
    var rendered = 0
    var warnings = 0
    var failed = 0
    var seconds = 0.0
    var bytesWritten = 0
}

/// Renders jobs on worker threads, encodes each as PNG and writes it atomically, streaming: a
/// worker holds one image at a time, so memory does not grow with the batch.
///
/// Messages come out in job order whatever the thread count, so two runs print the same text.
///
/// Before rendering, the runner removes temporaries that interrupted runs left in the folder, and
/// refuses (as errors of those jobs) names that are not plain file names and names an earlier
/// job already writes (see ``OutputFolder``).
struct BatchRunner: Sendable {
    var outputDirectory: String
    var workerCount: Int
    var compression: PNGCompression
    /// Told about every written job (manifests); nil when nobody listens.
    var observer: (any BatchObserver)?

    /// Runs every job; never throws for a job's failure (it is counted and reported).
    func run(_ jobs: [RenderJob], console: Console) -> BatchSummary {
        let start = DispatchTime.now().uptimeNanoseconds
        let folder = OutputFolder(path: outputDirectory)
        for name in folder.removeStaleTemporaries() {
            console.error("warning: removed \(name), a temporary file left by an interrupted run")
        }
        let refusals = folder.refusals(for: jobs)
        let state = BatchState(count: jobs.count)
        let total = jobs.reduce(0) { $0 + $1.fileCount }
        let workers = max(1, min(workerCount, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.claimNext() {
                let outcome = refusals[index].map { JobOutcome(job: jobs[index], path: "", warnings: [], error: "\($0)", bytes: 0) }
                    ?? perform(jobs[index], in: folder)
                state.complete(index, outcome) { finished, done in
                    for outcome in finished { report(outcome, console: console) }
                    console.progress(done: done, total: total, current: jobs[index].outputName)
                }
            }
        }
        console.finishProgress()
        var summary = state.summary
        summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return summary
    }

    /// Renders, encodes and writes one job.
    private func perform(_ job: RenderJob, in folder: OutputFolder) -> JobOutcome {
        let path = (outputDirectory as NSString).appendingPathComponent(job.outputName)
        do {
            // Every path is checked to lie inside the folder before anything renders or opens it.
            let path = try folder.path(for: job.outputName)
            let duplicates = try job.duplicateNames.map { name throws(OutputFolder.Refusal) in try folder.path(for: name) }
            let start = DispatchTime.now().uptimeNanoseconds
            let (bytes, warnings) = try job.encodedPNG(compression: compression)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            try writeFileAtomically(bytes, to: path)
            for duplicate in duplicates { try writeFileAtomically(bytes, to: duplicate) }
            observer?.batchWrote(job, png: bytes, renderSeconds: seconds, warnings: warnings)
            return JobOutcome(job: job, path: path, warnings: warnings, error: nil, bytes: bytes.count * job.fileCount)
        } catch {
            return JobOutcome(job: job, path: path, warnings: [], error: "\(error)", bytes: 0)
        }
    }

    private func report(_ outcome: JobOutcome, console: Console) {
        for warning in outcome.warnings { console.error("warning: \(outcome.job.outputName): \(warning)") }
        if let error = outcome.error { console.error("error: \(outcome.job.outputName) (\(outcome.job.title)): \(error)") }
    }
}

/// The result of one job.
struct JobOutcome: Sendable {
    var job: RenderJob
    var path: String
    var warnings: [String]
    var error: String?
    var bytes: Int
}

/// The shared bookkeeping of a running batch: which job is next, and which finished outcomes can
/// be reported (in job order).
private final class BatchState: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var outcomes: [JobOutcome?]
    private var reported = 0
    private(set) var summary = BatchSummary()

    init(count: Int) {
        self.count = count
        outcomes = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Records an outcome and hands every outcome that is now reportable in order to `emit`
    /// (called under the lock, so reports never interleave).
    func complete(_ index: Int, _ outcome: JobOutcome, emit: ([JobOutcome], Int) -> Void) {
        lock.withLock {
            outcomes[index] = outcome
            if outcome.error == nil { summary.rendered += outcome.job.fileCount } else { summary.failed += outcome.job.fileCount }
            summary.warnings += outcome.warnings.count
            summary.bytesWritten += outcome.bytes
            var ready = [JobOutcome]()
            while reported < count, let done = outcomes[reported] {
                ready.append(done)
                outcomes[reported] = nil  // release the reference early
                reported += 1
            }
            emit(ready, summary.rendered + summary.failed)
        }
    }
}
