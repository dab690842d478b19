import Foundation
import FeedshotTestSupport
import Testing

/// End-to-end tests of the rendering commands (`feedshot`, `cards`, `media`, `launch`) on the
/// embedded feed and on broken copies of it, running the built binary.
@Suite struct FeedCommandTests {
    /// A small data folder copied from `Assets/`: two missions (11 and 13), their crews and images.
    static func makeDataFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("feedshot-cards")
        let assets = RepositoryPaths.assets
        let missions = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: assets + "/missions.json")))
        let astronauts = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: assets + "/astronauts.json")))
        guard let allMissions = missions as? [[String: Any]], let allAstronauts = astronauts as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let chosen = allMissions.filter { [11, 13].contains($0["id"] as? Int ?? 0) }
        let crewIDs = Set(chosen.flatMap { ($0["crew"] as? [[String: String]] ?? []).compactMap { $0["name"] } })
        try folder.write("missions.json", bytes: [UInt8](JSONSerialization.data(withJSONObject: chosen, options: [.prettyPrinted])))
        try folder.write("astronauts.json", bytes: [UInt8](JSONSerialization.data(
            withJSONObject: allAstronauts.filter { crewIDs.contains($0.key) }, options: [.prettyPrinted])))
        let images = try FileManager.default.contentsOfDirectory(atPath: assets + "/Images")
        for image in images where crewIDs.contains(where: { image.hasPrefix($0 + "@") })
            || image.hasPrefix("apollo11@") || image.hasPrefix("apollo13@") {
            try FileManager.default.copyItem(atPath: assets + "/Images/" + image, toPath: folder.file("Images/" + image).ensuringFolder())
        }
        return folder
    }

    static func pngs(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The default command (no subcommand, no --data, no --out) renders the embedded feed into
    /// ./out. At scale 1: twelve 3x cards take minutes in a debug build; the full-size render is
    /// the release `feedshot-bench cards` workload and the README's Quick start.
    @Test func defaultCommandRendersTheEmbeddedFeedAsShareCardsIntoOut() throws {
        let work = try TemporaryFolder("feedshot-default")
        let run = try FeedshotExecutable.run(["--scale", "1"], in: work.path)
        #expect(run.status == 0, "\(run.errors)")
        let files = Self.pngs(in: work.file("out"))
        #expect(files.count == 12)
        #expect(files.contains("apollo11.png") && files.contains("apollo1.png"))
        #expect(run.output.contains("rendered 12 of 12 images") && run.output.contains("out/"))
        // Writes are atomic: no temporary files are left behind.
        let everything = try FileManager.default.contentsOfDirectory(atPath: work.file("out"))
        #expect(everything.count == 12, "\(everything)")
    }

    @Test func onlySelectsMissionsAndBytesDoNotDependOnJobs() throws {
        let data = try Self.makeDataFolder(), out1 = try TemporaryFolder(), out2 = try TemporaryFolder()
        for (out, jobs) in [(out1, "1"), (out2, "2")] {
            let run = try FeedshotExecutable.run(["cards", "--data", data.path, "--only", "11", "13", "--scale", "1",
                                                  "--jobs", jobs, "--out", out.path])
            #expect(run.status == 0, "\(run.errors)")
        }
        #expect(Self.pngs(in: out1.path) == ["apollo11.png", "apollo13.png"])
        for name in Self.pngs(in: out1.path) {
            #expect(TemporaryFolder.bytes(at: out1.file(name)) == TemporaryFolder.bytes(at: out2.file(name)), "\(name)")
        }
    }

    @Test func brokenJSONStopsBeforeRenderingWithFileLineAndColumn() throws {
        let data = try Self.makeDataFolder(), out = try TemporaryFolder()
        try data.write("missions.json", "[\n  {\"id\": 11,\n   \"crew\": [}\n]")
        let run = try FeedshotExecutable.run(["cards", "--data", data.path, "--out", out.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("missions.json:3:"), "\(run.errors)")
        #expect(Self.pngs(in: out.path).isEmpty)
    }

    @Test func unknownCrewIdsAreAllReportedAndLenientRendersAnyway() throws {
        let data = try Self.makeDataFolder(), out = try TemporaryFolder()
        var missions = try String(contentsOfFile: data.file("missions.json"), encoding: .utf8)
        missions = missions.replacingOccurrences(of: "\"collins\"", with: "\"colins\"")
            .replacingOccurrences(of: "\"haise\"", with: "\"hayes\"")
        try data.write("missions.json", missions)
        let strict = try FeedshotExecutable.run(["cards", "--data", data.path, "--out", out.path, "--scale", "1"])
        #expect(strict.status == 1)
        #expect(strict.errors.contains("\"colins\"") && strict.errors.contains("\"hayes\""), "\(strict.errors)")
        #expect(strict.errors.contains("Apollo 11") && strict.errors.contains("Apollo 13"))
        #expect(Self.pngs(in: out.path).isEmpty)

        let lenient = try FeedshotExecutable.run(["cards", "--data", data.path, "--out", out.path, "--scale", "1", "--lenient"])
        #expect(lenient.status == 0, "\(lenient.errors)")
        #expect(Self.pngs(in: out.path) == ["apollo11.png", "apollo13.png"])
        #expect(lenient.errors.contains("warning"))
    }

    @Test func corruptPortraitAndMissingBadgeBecomePlaceholdersWithWarnings() throws {
        let data = try Self.makeDataFolder(), out = try TemporaryFolder()
        for scale in ["2", "3"] {
            try data.write("Images/aldrin@\(scale)x.jpg", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46])
            try FileManager.default.removeItem(atPath: data.file("Images/apollo13@\(scale)x.png"))
        }
        let run = try FeedshotExecutable.run(["cards", "--data", data.path, "--out", out.path, "--scale", "1"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.pngs(in: out.path) == ["apollo11.png", "apollo13.png"])
        #expect(run.errors.contains("apollo11.png") && run.errors.contains("aldrin@"), "\(run.errors)")
        #expect(run.errors.contains("apollo13.png") && run.errors.contains("\"apollo13\""), "\(run.errors)")
        #expect(run.output.contains("2 warnings"))
    }

    @Test(arguments: [["cards", "--scale", "5"], ["cards", "--only", "eleven"], ["cards", "--template", "poster"],
                      ["cards", "--size", "390"], ["cards", "--device", "nokia"], ["cards", "--jobs", "0"],
                      ["cards", "--only", "99"], ["cards", "--template", "share", "--full-height"]])
    func usageErrorsExit64(arguments: [String]) throws {
        let out = try TemporaryFolder()
        let run = try FeedshotExecutable.run(arguments + ["--out", out.path])
        #expect(run.status == 64, "\(arguments): \(run.errors)")
        #expect(Self.pngs(in: out.path).isEmpty)
    }

    @Test func mediaAndLaunchRenderTheEmbeddedSamples() throws {
        let out = try TemporaryFolder()
        let media = try FeedshotExecutable.run(["media", "--scale", "1", "--out", out.path])
        #expect(media.status == 0, "\(media.errors)")
        #expect(Self.pngs(in: out.path).count == 7)
        // The item known only by a remote poster address renders the placeholder and says so.
        #expect(media.errors.contains("107.png") && media.errors.contains("earthrise"))
        let launch = try FeedshotExecutable.run(["launch", "--scale", "1", "--out", out.path, "--only", "109", "111"])
        #expect(launch.status == 0, "\(launch.errors)")
        #expect(Self.pngs(in: out.path).filter { $0.hasPrefix("launch-") } == ["launch-109.png", "launch-111.png"])
    }

    @Test func missingDataFolderIsOneClearError() throws {
        let out = try TemporaryFolder()
        let run = try FeedshotExecutable.run(["cards", "--data", "/nonexistent/feed", "--out", out.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("/nonexistent/feed/missions.json") && run.errors.contains("no such file"))
    }
}

private extension String {
    /// Creates the file's parent folder and returns the path unchanged.
    func ensuringFolder() throws -> String {
        try FileManager.default.createDirectory(atPath: (self as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        return self
    }
}

/// `feedshot layout` prints a placed tree that agrees with the rendered geometry.
@Suite struct LayoutCommandTests {
    @Test func printsTheShareCardTreeWithCardSpecGeometry() throws {
        let run = try FeedshotExecutable.run(["layout", "11"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Text (120.842, 678.278, 148.315, 41.148) text=\"Apollo 11\""), "\(run.output)")
        #expect(run.output.contains("frame (27, 582.278, 104, 72) width=104 height=72"))
    }

    @Test func jsonIsDecodable() throws {
        let run = try FeedshotExecutable.run(["layout", "--template", "launch", "111", "--json"])
        #expect(run.status == 0, "\(run.errors)")
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(object?["children"] != nil && object?["kind"] != nil)
    }

    @Test func unknownIdIsAUsageError() throws {
        let run = try FeedshotExecutable.run(["layout", "--template", "astronaut", "nobody"])
        #expect(run.status == 64)
        #expect(run.errors.contains("no astronaut with id \"nobody\""))
    }
}
