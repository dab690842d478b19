import FeedshotTestSupport
import Foundation
import Testing

/// The package stays consumable: SwiftPM refuses to build a versioned dependency whose targets
/// use `unsafeFlags` (even `.when(configuration: .debug)`), so one such flag anywhere means
/// nobody can depend on Feedshot with `.package(url:from:)`.
@Suite struct PackageManifestTests {
    /// The package root: this file is `<root>/Tests/PackageTests/PackageManifestTests.swift`.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    @Test func noTargetUsesUnsafeFlags() throws {
        let scratch = try TemporaryFolder("dump-package")
        // Its own scratch folder: the running `swift test` holds the lock on `.build`.
        let run = try ProcessRunner.run("/usr/bin/env", ["swift", "package", "--package-path", Self.root,
                                                         "--scratch-path", scratch.path, "dump-package"])
        try #require(run.status == 0, "swift package dump-package failed: \(run.errors)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        #expect(targets.count > 10)
        var settingsSeen = 0
        var offenders = [String]()
        for target in targets {
            let name = target["name"] as? String ?? "?"
            for setting in target["settings"] as? [[String: Any]] ?? [] {
                settingsSeen += 1
                if let kind = setting["kind"] as? [String: Any], kind.keys.contains("unsafeFlags") {
                    offenders.append("\(name): \(kind["unsafeFlags"] ?? "")")
                }
            }
        }
        // The settings were read (every Swift target enables ExistentialAny), so an empty
        // offender list means something.
        #expect(settingsSeen >= targets.count / 2)
        #expect(offenders.isEmpty, "targets with unsafeFlags: \(offenders.joined(separator: "; "))")
    }
}
