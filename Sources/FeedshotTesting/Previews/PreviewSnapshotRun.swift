import Foundation
import FeedshotUI
import ImageComparison

/// Where previews run when they are pinned: in child processes (a preview that traps is
/// reported and the others go on), or in the test process itself.
public enum PreviewIsolation: Sendable, Hashable {
    /// In `workers` child processes that re-run the test binary for this one test (default:
    /// one per core), each stopped after `timeout` seconds without finishing a preview.
    case childProcesses(workers: Int? = nil, timeout: Double = 300)
    /// In the test process: faster to start, but a preview that traps stops the whole test run.
    /// For running a preview under a debugger.
    case inProcess

    /// Child processes, one per core.
    public static let automatic = PreviewIsolation.childProcesses()
}

/// The whole of `assertPreviewSnapshots`, for both test frameworks: lists the previews, runs
/// them (in worker processes or in-process), compares each with its golden (the same
/// ``SnapshotVerifier`` as `assertSnapshot`: record modes, artifacts, the HTML report) and
/// reports one failure per preview that did not match, was recorded, or trapped.
struct PreviewSnapshotRun {
    var modules: Set<String>?
    var variants: [SnapshotVariant]
    var device: Device
    var diff: ImageDiff
    var renderer: Renderer
    var isolation: PreviewIsolation
    /// The test's file and function: goldens are `__Snapshots__/<TestFile>/<test>.<preview>.png`.
    var filePath: String
    var function: String
    /// Identifies this call among the calls the re-run test may make.
    var callSite: String

    /// What the worker hands back for one preview.
    struct Payload: Codable {
        var passed: Bool
        var message: String?
        var attachments: [String]
    }

    /// One problem to report.
    struct Problem {
        var message: String
        var attachments: [String]
    }

    /// The outcome of the run in this process: the problems to report (empty when every
    /// preview matched), and the number of previews compared.
    struct Outcome {
        var problems: [Problem]
        var previewCount: Int
    }

    /// Runs the previews. In a worker process (the parent's child, re-running this test), does
    /// the worker's share and returns `nil`: the parent reports.
    func run(launch: PreviewProcessPool.Launch?) -> Outcome? {
        let settings = SnapshotSettings.forPreviewRun
        let declarations = PreviewDeclaration.all(inModules: modules)
        if let request = PreviewWorkerRequest.current() {
            guard request.callSite == callSite else { return Outcome(problems: [], previewCount: 0) }
            do {
                try PreviewWorker.run(request, of: declarations, handle: { verify($0, settings: settings) })
            } catch {
                // The parent sees no events and reports that the worker did not run.
                FileHandle.standardError.write(Data("feedshot preview worker: \(error)\n".utf8))
            }
            return nil
        }
        if let problem = settings.problem {
            return Outcome(problems: [Problem(message: "Preview snapshots: \(problem).", attachments: [])], previewCount: 0)
        }
        let items = declarations.indices.map { PreviewWorkItem(declaration: $0) }
        let result: PreviewRunResult
        switch (isolation, launch) {
        case (.childProcesses(let workers, let timeout), var launch?):
            launch.environment[SnapshotSettings.workerVariable] = settings.workerEnvironmentValue
            let scratch = (NSTemporaryDirectory() as NSString)
                .appendingPathComponent("feedshot-previews-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let pool = PreviewProcessPool(workers: workers ?? ProcessInfo.processInfo.activeProcessorCount,
                                          timeout: timeout, scratchDirectory: scratch)
            do {
                result = try pool.run(items, callSite: callSite, launch: launch)
            } catch {
                return Outcome(problems: [Problem(message: "Preview snapshots could not run: \(error)", attachments: [])],
                               previewCount: 0)
            }
        default:
            var inProcess = PreviewRunResult()
            PreviewWorker.run(items, of: declarations, report: { event in
                switch event.kind {
                case .finished:
                    inProcess.finished.append(PreviewRunFinished(declaration: event.declaration, preview: event.preview,
                                                                 name: event.name ?? "", payload: event.payload ?? ""))
                case .failedToExpand:
                    inProcess.failures.append(PreviewRunFailure(declaration: event.declaration, preview: nil, name: nil,
                                                                reason: "could not make its previews: \(event.payload ?? "")",
                                                                output: ""))
                default:
                    break
                }
            }, handle: { verify($0, settings: settings) })
            result = inProcess
        }
        return Outcome(problems: problems(in: result, declarations: declarations), previewCount: result.finished.count)
    }

    /// Renders one preview (once per variant) and compares each image with its golden:
    /// `<preview>` without variants, `<preview>.<variant>` with them.
    private func verify(_ preview: Preview, settings: SnapshotSettings) -> String {
        let payloads = (variants.isEmpty ? [nil] : variants.map(Optional.some)).map { variant in
            let name = preview.snapshotName + (variant.map { "." + $0.name } ?? "")
            let location = SnapshotLocation(filePath: filePath, function: function, name: name, settings: settings)
            do {
                let image = try renderer.render(preview, in: variant ?? .default, defaultDevice: device)
                let verification = SnapshotVerifier.verify(image, at: location, diff: diff, settings: settings)
                return Payload(passed: verification.passed, message: verification.failureMessage,
                               attachments: verification.attachments)
            } catch {
                return Payload(passed: false, message: "Snapshot \(location.snapshotName): could not render: \(error)",
                               attachments: [])
            }
        }
        guard let data = try? JSONEncoder().encode(payloads) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The problems of a run, in the order of the previews.
    private func problems(in result: PreviewRunResult, declarations: [PreviewDeclaration]) -> [Problem] {
        var ordered: [(key: [Int], problem: Problem)] = []
        for finished in result.finished {
            let payloads = try? JSONDecoder().decode([Payload].self, from: Data(finished.payload.utf8))
            guard let payloads else {
                ordered.append(([finished.declaration, finished.preview],
                                Problem(message: "Preview \(finished.name): the worker's result was unreadable.",
                                        attachments: [])))
                continue
            }
            let source = declarations.indices.contains(finished.declaration) ? " (\(declarations[finished.declaration].source))" : ""
            for payload in payloads where !payload.passed {
                ordered.append(([finished.declaration, finished.preview],
                                Problem(message: "Preview \(finished.name)\(source): " + (payload.message ?? "failed"),
                                        attachments: payload.attachments)))
            }
        }
        for failure in result.failures {
            let declaration = declarations.indices.contains(failure.declaration) ? declarations[failure.declaration] : nil
            let what: String
            if let name = failure.name {
                what = "Preview \(name)" + (declaration.map { " (\($0.source))" } ?? "")
            } else {
                what = declaration.map { "The previews of \($0)" } ?? "A preview"
            }
            let output = failure.output.isEmpty ? "" : "\n" + failure.output
            ordered.append(([failure.declaration, failure.preview ?? -1],
                            Problem(message: "\(what) \(failure.reason); the other previews went on.\(output)",
                                    attachments: [])))
        }
        return ordered.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.problem)
    }
}
