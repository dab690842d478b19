import Testing
@testable import FeedshotTesting

@Suite struct SnapshotSettingsTests {
    @Test func defaultModeIsMissing() {
        let settings = SnapshotSettings(environment: [:])
        #expect(settings.recordMode == .missing && settings.problem == nil && settings.recordModeNote == nil)
        #expect(settings.artifactsDirectory.hasSuffix("/feedshot-snapshots"))
    }

    @Test(arguments: SnapshotRecordMode.allCases)
    func modeComesFromTheEnvironment(mode: SnapshotRecordMode) {
        #expect(SnapshotSettings(environment: ["FEEDSHOT_SNAPSHOT_RECORD": mode.rawValue]).recordMode == mode)
        #expect(SnapshotSettings(environment: ["FEEDSHOT_SNAPSHOT_RECORD": " \(mode.rawValue.uppercased()) "]).recordMode == mode)
    }

    @Test(arguments: ["true", "1", "yes", "github"])
    func ciForcesNever(value: String) {
        let settings = SnapshotSettings(environment: ["FEEDSHOT_SNAPSHOT_RECORD": "all", "CI": value])
        #expect(settings.recordMode == .never)
        #expect(settings.recordModeNote != nil)
    }

    @Test(arguments: ["", "0", "false", "FALSE"])
    func ciSwitchedOffDoesNotForceNever(value: String) {
        #expect(SnapshotSettings(environment: ["FEEDSHOT_SNAPSHOT_RECORD": "failed", "CI": value]).recordMode == .failed)
    }

    @Test func unknownModeIsAProblemNotASilentDefault() {
        let settings = SnapshotSettings(environment: ["FEEDSHOT_SNAPSHOT_RECORD": "yes-please"])
        #expect(settings.problem?.contains("yes-please") == true)
        #expect(settings.problem?.contains("missing, failed, all, never") == true)
    }

    @Test func artifactsFolderComesFromTheEnvironment() {
        #expect(SnapshotSettings(environment: ["FEEDSHOT_SNAPSHOT_ARTIFACTS": "/tmp/x"]).artifactsDirectory == "/tmp/x")
    }

    @Test func overrideAppliesToTheTaskOnly() {
        let custom = SnapshotSettings(recordMode: .all, artifactsDirectory: "/a", snapshotRoot: "/r")
        SnapshotSettings.withOverride(custom) {
            #expect(SnapshotSettings.current == custom)
        }
        #expect(SnapshotSettings.current.snapshotRoot == nil)
    }
}

@Suite struct SnapshotLocationTests {
    private let settings = SnapshotSettings(recordMode: .missing, artifactsDirectory: "/tmp/artifacts")

    @Test func goldenSitsInTheTargetsSnapshotsFolder() {
        let location = SnapshotLocation(filePath: "/repo/Tests/RasterTests/Paint/GradientTests.swift",
                                        function: "linearGradient()", name: "horizontal", settings: settings)
        #expect(location.goldenPath == "/repo/Tests/RasterTests/__Snapshots__/GradientTests/linearGradient.horizontal.png")
        #expect(location.artifactsDirectory == "/tmp/artifacts/RasterTests/GradientTests/linearGradient.horizontal")
        #expect(location.snapshotName == "linearGradient.horizontal")
    }

    @Test(arguments: [
        ("rendersCard(size:)", "rendersCard"),
        ("testCard()", "testCard"),
        ("`renders a card`()", "renders-a-card"),
        ("plain", "plain"),
    ])
    func testNameDropsArgumentsAndBackticks(function: String, expected: String) {
        #expect(SnapshotLocation.testName(function) == expected)
    }

    @Test func namesBecomeSinglePathComponents() {
        #expect(SnapshotLocation.sanitized("dark mode/3x") == "dark-mode-3x")
        #expect(SnapshotLocation.sanitized("card@2x.dark") == "card@2x.dark")
        #expect(SnapshotLocation.sanitized("..") == "_")
        #expect(SnapshotLocation.sanitized("") == "_")
    }

    @Test func innermostTestsFolderWins() {
        let location = SnapshotLocation(filePath: "/Tests/work/Tests/FeedsTests/CardTests.swift",
                                        function: "card()", name: "a", settings: settings)
        #expect(location.goldenPath == "/Tests/work/Tests/FeedsTests/__Snapshots__/CardTests/card.a.png")
    }

    @Test func fileOutsideTestsKeepsGoldensNextToIt() {
        let location = SnapshotLocation(filePath: "/src/Demo/Checks.swift", function: "check()", name: "a",
                                        settings: settings)
        #expect(location.goldenPath == "/src/Demo/__Snapshots__/Checks/check.a.png")
    }

    @Test func snapshotRootReplacesTheSnapshotsFolder() {
        var rooted = settings
        rooted.snapshotRoot = "/tmp/root"
        let location = SnapshotLocation(filePath: "/repo/Tests/RasterTests/GradientTests.swift",
                                        function: "linear()", name: "x", settings: rooted)
        #expect(location.goldenPath == "/tmp/root/GradientTests/linear.x.png")
    }
}
