/// Where one snapshot's golden and failure artifacts live, derived from the test's `#filePath`,
/// its function name and the snapshot's name.
///
/// **The rule.** For a test file `…/Tests/<Target>/<Subfolders…>/<TestFile>.swift`, the golden is
/// `…/Tests/<Target>/__Snapshots__/<TestFile>/<test>.<name>.png`, where
/// - `<Target>` is the folder right under the *last* `Tests` folder of the path (subfolders of
///   the target are not repeated, so test file names must be unique within a target);
/// - `<test>` is the function name up to its first `(` (`rendersCard(size:)` → `rendersCard`),
///   without backticks. Parameterised tests share one function name: put the argument in the
///   snapshot's name;
/// - `<name>` is the name given to the assertion;
/// - in both, characters other than letters, digits, `_`, `-`, `@` and `.` become `-`.
///
/// A test file outside any `Tests` folder keeps its goldens in `__Snapshots__/<TestFile>/` next
/// to it. Failure artifacts go to `<artifacts>/<Target>/<TestFile>/<test>.<name>/`.
struct SnapshotLocation: Hashable, Sendable {
    /// The golden PNG's path.
    let goldenPath: String
    /// The folder for this snapshot's failure artifacts.
    let artifactsDirectory: String
    /// `<test>.<name>`, for messages.
    let snapshotName: String

    init(filePath: String, function: String, name: String, settings: SnapshotSettings) {
        let components = filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fileName = components.last ?? "Tests.swift"
        let testFile = Self.sanitized(fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName)
        let directories = Array(components.dropLast())
        let snapshotsDirectory: String
        let target: String
        if let testsIndex = directories.lastIndex(of: "Tests"), testsIndex + 1 < directories.count {
            target = directories[testsIndex + 1]
            snapshotsDirectory = (directories[...(testsIndex + 1)] + ["__Snapshots__"]).joined(separator: "/")
        } else {
            target = directories.last ?? "Tests"
            snapshotsDirectory = (directories + ["__Snapshots__"]).joined(separator: "/")
        }
        let snapshotName = Self.testName(function) + "." + Self.sanitized(name)
        let root = settings.snapshotRoot ?? snapshotsDirectory
        goldenPath = "\(root)/\(testFile)/\(snapshotName).png"
        artifactsDirectory = "\(settings.artifactsDirectory)/\(Self.sanitized(target))/\(testFile)/\(snapshotName)"
        self.snapshotName = snapshotName
    }

    /// The function name up to its first parenthesis, sanitized (`` `renders a card`() `` →
    /// `renders-a-card`).
    static func testName(_ function: String) -> String {
        let base = function.prefix { $0 != "(" }.filter { $0 != "`" }
        return sanitized(String(base))
    }

    /// Letters, digits, `_`, `-`, `@` and `.` kept; anything else (spaces, slashes, colons)
    /// becomes `-`, so a name is always a single, portable path component.
    static func sanitized(_ text: String) -> String {
        let cleaned = String(text.map { character -> Character in
            (character.isASCII && (character.isLetter || character.isNumber)) || "_-@.".contains(character)
                ? character : "-"
        })
        // "." and ".." would name folders, not files.
        return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "_" : cleaned
    }
}
