// `import FeedshotSnapshotTesting` is enough to write `assertSnapshot(of: card, as: .image)`:
// the assertion and its record modes come from swift-snapshot-testing, the views from FeedshotUI.
@_exported import FeedshotUI
@_exported import SnapshotTesting
