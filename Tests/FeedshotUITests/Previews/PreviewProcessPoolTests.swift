import Foundation
import FeedshotTestSupport
import Testing
@testable import FeedshotUI

/// How the pool reads a worker's events after the worker ended: which previews finished,
/// which one it was in when it stopped, and what is left for the next worker.
@Suite struct PreviewProcessPoolTests {
    private typealias Event = PreviewWorkerEvent

    private let queue = [PreviewWorkItem(declaration: 0), PreviewWorkItem(declaration: 1), PreviewWorkItem(declaration: 2)]

    @Test func aWorkerThatFinishedLeavesNothing() {
        let events = [Event(kind: .ready),
                      Event(kind: .expanded, declaration: 0, count: 1), started(0, 0), finished(0, 0),
                      Event(kind: .expanded, declaration: 1, count: 0),
                      Event(kind: .failedToExpand, declaration: 2, payload: "thrown")]
        let replay = PreviewProcessPool.replay(events, over: queue)
        #expect(replay.remaining.isEmpty)
        #expect(replay.interrupted == nil)
        #expect(replay.finished.map(\.name) == ["p0.0"])
        #expect(replay.failures.map(\.declaration) == [2])
        #expect(replay.failures.first?.reason.contains("thrown") == true)
    }

    @Test func aTrapInsideAPreviewSkipsItAndGoesOnWithTheRest() {
        let events = [Event(kind: .ready),
                      Event(kind: .expanded, declaration: 0, count: 1), started(0, 0), finished(0, 0),
                      Event(kind: .expanded, declaration: 1, count: 3), started(1, 0), finished(1, 0), started(1, 1)]
        let replay = PreviewProcessPool.replay(events, over: queue)
        #expect(replay.interrupted?.declaration == 1)
        #expect(replay.interrupted?.preview == 1)
        #expect(replay.interrupted?.name == "p1.1")
        #expect(replay.remaining == [PreviewWorkItem(declaration: 1, first: 2), PreviewWorkItem(declaration: 2)])
        #expect(replay.finished.count == 2)
    }

    @Test func aTrapInTheLastPreviewOfADeclarationGoesOnWithTheNext() {
        let events = [Event(kind: .ready), Event(kind: .expanded, declaration: 0, count: 1), started(0, 0)]
        let replay = PreviewProcessPool.replay(events, over: queue)
        #expect(replay.interrupted?.preview == 0)
        #expect(replay.remaining == [PreviewWorkItem(declaration: 1), PreviewWorkItem(declaration: 2)])
    }

    @Test func aTrapWhileMakingAProvidersPreviewsBlamesTheProvider() {
        let events = [Event(kind: .ready), Event(kind: .expanded, declaration: 0, count: 1), started(0, 0),
                      finished(0, 0)]
        let replay = PreviewProcessPool.replay(events, over: queue)
        #expect(replay.interrupted?.declaration == 1)
        #expect(replay.interrupted?.preview == nil)
        #expect(replay.remaining == [PreviewWorkItem(declaration: 2)])
    }

    @Test func aResumedQueueStartsAtItsFirstPreview() {
        let resumed = [PreviewWorkItem(declaration: 1, first: 2), PreviewWorkItem(declaration: 2)]
        let events = [Event(kind: .ready), Event(kind: .expanded, declaration: 1, count: 3), started(1, 2), finished(1, 2),
                      Event(kind: .expanded, declaration: 2, count: 1), started(2, 0), finished(2, 0)]
        let replay = PreviewProcessPool.replay(events, over: resumed)
        #expect(replay.remaining.isEmpty)
        #expect(replay.finished.map(\.preview) == [2, 0])
    }

    @Test func aWorkerThatNeverStartedIsNotBlamedOnAPreview() {
        let replay = PreviewProcessPool.replay([], over: queue)
        #expect(replay.interrupted == nil)
        #expect(replay.remaining == queue)
    }

    @Test func aLineCutShortByTheTrapIsIgnored() throws {
        let folder = try TemporaryFolder("feedshot-pool")
        defer { folder.remove() }
        let path = folder.path + "/events.jsonl"
        let whole = try JSONEncoder().encode(Event(kind: .ready))
        try (whole + Data("\n{\"kind\":\"star".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(PreviewProcessPool.readEvents(path) == [Event(kind: .ready)])
    }

    @Test func aWorkerThatHangsIsStoppedAndReported() throws {
        let folder = try TemporaryFolder("feedshot-pool")
        defer { folder.remove() }
        let pool = PreviewProcessPool(workers: 1, timeout: 0.5, scratchDirectory: folder.path + "/scratch")
        let launch = PreviewProcessPool.Launch(executable: "/bin/sh", arguments: ["-c", "echo waiting; sleep 30"])
        let result = try pool.run([PreviewWorkItem(declaration: 0)], callSite: "test", launch: launch)
        #expect(result.finished.isEmpty)
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1)
        #expect(failure.reason == "the worker process did not run the previews (did not finish within 0.5 s and was stopped)")
        #expect(failure.output == "waiting")
    }

    private func started(_ declaration: Int, _ preview: Int) -> Event {
        Event(kind: .started, declaration: declaration, preview: preview, name: "p\(declaration).\(preview)")
    }

    private func finished(_ declaration: Int, _ preview: Int) -> Event {
        Event(kind: .finished, declaration: declaration, preview: preview, name: "p\(declaration).\(preview)", payload: "ok")
    }
}
