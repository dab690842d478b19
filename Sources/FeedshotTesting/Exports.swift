// Golden snapshots are built on the image diff; re-export it so `import FeedshotTesting` is enough.
@_exported import ImageComparison
