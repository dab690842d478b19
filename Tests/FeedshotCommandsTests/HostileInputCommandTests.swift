import Foundation
import FeedshotTestSupport
import Testing

/// Regression tests for issue 13, running the built binary: ids never write outside `--out`,
/// oversized pages fail as items, interrupted runs' temporaries are cleaned up.
@Suite struct HostileInputCommandTests {
    /// A feed folder with no missions and these astronauts (`id` → description).
    static func astronautFolder(_ astronauts: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("feedshot-hostile")
        try folder.write("missions.json", "[]")
        let object = astronauts.mapValues { ["id": "", "name": "Someone", "description": $0] }
        var json = try JSONSerialization.jsonObject(with: JSONSerialization.data(withJSONObject: object)) as? [String: [String: String]] ?? [:]
        for key in json.keys { json[key]?["id"] = key }
        try folder.write("astronauts.json", bytes: [UInt8](JSONSerialization.data(withJSONObject: json)))
        return folder
    }

    static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func astronautIdDotDotSlashEscapedAndNulStayInsideOut() throws {
        let data = try Self.astronautFolder(["../ESCAPED": "a", "../X\u{0}": "b"])
        let out = data.file("out")
        let run = try FeedshotExecutable.run(["cards", "--template", "astronaut", "--data", data.path, "--out", out,
                                              "--scale", "1", "--size", "60x60"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.files(in: out) == ["___ESCAPED.png", "___X_.png"])
        // Nothing beside the output folder: only what the test wrote, and out itself.
        #expect(Self.files(in: data.path) == ["astronauts.json", "missions.json", "out"])
    }

    @Test func launchIdWithNulWritesASanitizedName() throws {
        let folder = try TemporaryFolder("feedshot-hostile")
        let file = try folder.write("launches.json", #"[{"id": "a\u0000b/c", "mission": {"name": "M"}}]"#)
        let run = try FeedshotExecutable.run(["launch", "--data", file, "--out", folder.file("out"), "--scale", "1",
                                              "--size", "60x60"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.files(in: folder.file("out")) == ["launch-a_b_c.png"])
    }

    @Test func astronautIdsASlashBAndAUnderscoreBCollideAndAreReported() throws {
        let data = try Self.astronautFolder(["a/b": "first", "a_b": "second"])
        let run = try FeedshotExecutable.run(["cards", "--template", "astronaut", "--data", data.path, "--out",
                                              data.file("out"), "--scale", "1", "--size", "60x60"])
        #expect(run.status == 1)
        #expect(run.errors.contains("the output name a_b.png is already written by"), "\(run.errors)")
        #expect(Self.files(in: data.file("out")) == ["a_b.png"])
    }

    @Test func staleTemporaryOfAKilledRunIsRemovedAndALiveOneKept() throws {
        let data = try Self.astronautFolder(["armstrong": "a"])
        let out = try TemporaryFolder("feedshot-out")
        // A process that has exited: its temporaries are stale. Ours (the test's) is alive.
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let stale = ".armstrong.png.feedshot-\(finished.processIdentifier)-42.tmp"
        let live = ".armstrong.png.feedshot-\(ProcessInfo.processInfo.processIdentifier)-43.tmp"
        try out.write(stale, "partial")
        try out.write(live, "in progress")
        let run = try FeedshotExecutable.run(["cards", "--template", "astronaut", "--data", data.path, "--out", out.path,
                                              "--scale", "1", "--size", "60x60"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("removed \(stale)"), "\(run.errors)")
        #expect(Self.files(in: out.path) == [live, "armstrong.png"])
    }

    @Test func fullHeightGridOf700MissionsAtScale1FailsAsAnItemNotACrash() throws {
        let folder = try TemporaryFolder("feedshot-hostile")
        let missions = (1...700).map { #"{"id": \#($0), "launchDate": "1969-07-16", "crew": [], "description": "d"}"# }
        try folder.write("missions.json", "[" + missions.joined(separator: ",") + "]")
        try folder.write("astronauts.json", "{}")
        let run = try FeedshotExecutable.run(["cards", "--template", "grid", "--full-height", "--data", folder.path,
                                              "--out", folder.file("out"), "--scale", "1"])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("error: grid.png") && run.errors.contains("largest bitmap side of 65536"), "\(run.errors)")
    }
}
