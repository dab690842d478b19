import FeedshotTestSupport
import Foundation
import ProjectResources
import Testing

/// `Scripts/install` puts the binary in `PREFIX/bin` and the fonts and default feed in
/// `PREFIX/share/feedshot`, and the installed binary finds them from any folder.
@Suite struct InstallTests {
    @Test func installedBinaryRendersTheDefaultFeedFromAnotherFolder() throws {
        let binary = try #require(FeedshotExecutable.path, "feedshot is built with the tests")
        let prefix = try TemporaryFolder("feedshot-prefix")
        let elsewhere = try TemporaryFolder("feedshot-elsewhere")
        let install = try ProcessRunner.run("/bin/bash", [PackageManifestTests.root + "/Scripts/install",
                                                          "--prefix", prefix.path, "--binary", binary],
                                            environment: ["PATH": "/usr/bin:/bin"])
        try #require(install.status == 0, "install failed: \(install.errors)")
        for file in ["bin/feedshot", "share/feedshot/Fonts/Inter-Regular.otf", "share/feedshot/Assets/missions.json"] {
            #expect(FileManager.default.fileExists(atPath: prefix.file(file)), "\(file) not installed")
        }
        // No FEEDSHOT_* variables, a folder with no checkout above it: only the install layout
        // can supply the fonts (text) and the feed (missions.json and its images).
        let run = try ProcessRunner.run(prefix.file("bin/feedshot"),
                                        ["cards", "--only", "11", "--scale", "1", "--quiet", "--out", "cards"],
                                        in: elsewhere.path, environment: ["PATH": "/usr/bin:/bin"])
        #expect(run.status == 0, "installed feedshot failed: \(run.errors)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: elsewhere.file("cards"))) ?? []
        #expect(written.contains { $0.hasSuffix(".png") }, "no card written: \(written)")
        #expect(!run.errors.contains("warning"), "\(run.errors)")
    }

    @Test func installLayoutIsFoundFromTheExecutablePath() throws {
        let prefix = try TemporaryFolder("feedshot-prefix")
        try FileManager.default.createDirectory(atPath: prefix.file("share/feedshot/Fonts"), withIntermediateDirectories: true)
        _ = try prefix.write("share/feedshot/Fonts/Inter-Regular.otf", "marker")
        let found = ProjectFolderLocator.locate(folder: "Fonts", marker: "Inter-Regular.otf",
                                                environmentVariable: "UNSET_FOR_THIS_TEST", environment: [:],
                                                executablePath: prefix.file("bin/feedshot"),
                                                sourcePath: "/nonexistent/Sources/file.swift")
        #expect(found == .success(prefix.file("share/feedshot/Fonts")))
    }

    /// The checkout beside the executable wins over an install layout (a developer's
    /// `.build/debug/feedshot` uses the checkout's fonts), and the environment wins over both.
    @Test func searchOrderIsEnvironmentCheckoutInstallSource() throws {
        let prefix = try TemporaryFolder("feedshot-prefix")
        let checkout = try TemporaryFolder("feedshot-checkout")
        for folder in [prefix.file("share/feedshot/Fonts"), checkout.file("Fonts"), checkout.file("bin")] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        _ = try prefix.write("share/feedshot/Fonts/marker", "")
        _ = try checkout.write("Fonts/marker", "")
        _ = try checkout.write("Package.swift", "")
        func locate(_ environment: [String: String], executable: String) -> Result<String, ProjectFolderLocator.SearchFailure> {
            ProjectFolderLocator.locate(folder: "Fonts", marker: "marker", environmentVariable: "FONTS",
                                        environment: environment, executablePath: executable,
                                        sourcePath: "/nonexistent/file.swift")
        }
        #expect(locate([:], executable: checkout.file("bin/feedshot")) == .success(checkout.file("Fonts")))
        #expect(locate([:], executable: prefix.file("bin/feedshot")) == .success(prefix.file("share/feedshot/Fonts")))
        #expect(locate(["FONTS": checkout.file("Fonts")], executable: prefix.file("bin/feedshot"))
                == .success(checkout.file("Fonts")))
        guard case .failure(let failure) = locate([:], executable: "/nonexistent/bin/feedshot") else {
            Issue.record("found fonts under /nonexistent")
            return
        }
        #expect(failure.searched == ["folders above /nonexistent/bin/feedshot", "/nonexistent/share/feedshot/Fonts",
                                     "folders above /nonexistent/file.swift"])
    }
}
