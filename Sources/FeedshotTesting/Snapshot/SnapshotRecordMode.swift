/// When snapshot assertions write golden images, chosen with the environment variable
/// `FEEDSHOT_SNAPSHOT_RECORD`.
///
/// Recording always fails the test that recorded, so that no golden is accepted without someone
/// looking at it; run the tests again to see them pass. A golden file is rewritten only when its
/// bytes change.
public enum SnapshotRecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Write goldens that do not exist yet; compare the others. The default.
    case missing
    /// Also rewrite goldens that no longer match.
    case failed
    /// Rewrite every golden whose PNG bytes would change, even when the images match within the
    /// tolerance (for example after a deliberate renderer change).
    case all
    /// Write nothing: a missing golden fails. Forced whenever the `CI` variable is set.
    case never

    /// The environment variable that selects the mode.
    public static let environmentVariable = "FEEDSHOT_SNAPSHOT_RECORD"

    public var description: String { rawValue }

    /// Whether a missing golden is written.
    var recordsMissing: Bool { self != .never }
    /// Whether a golden that fails the comparison is rewritten.
    var recordsFailures: Bool { self == .failed || self == .all }
}
