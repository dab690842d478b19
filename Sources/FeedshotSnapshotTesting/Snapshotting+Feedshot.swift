import FeedshotUI
import SnapshotTesting

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap as a PNG snapshot, byte-exact.
    ///
    /// ```swift
    /// assertSnapshot(of: bitmap, as: .image)
    /// ```
    public static var image: Snapshotting { .image() }

    /// A bitmap as a PNG snapshot, compared within swift-snapshot-testing's tolerances (see
    /// `Diffing.image(precision:perceptualPrecision:)`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension Snapshotting where Value: FeedshotUI.View, Format == Bitmap {
    /// A FeedshotUI view rendered at its ideal size, at 3 pixels per point, as a PNG snapshot.
    ///
    /// ```swift
    /// assertSnapshot(of: MissionCard(), as: .image)
    /// ```
    public static var image: Snapshotting { .image() }

    /// A FeedshotUI view rendered on a canvas of `size` points (offered all of it), or at its
    /// ideal size when `size` is nil, as a PNG snapshot.
    ///
    /// - Parameters:
    ///   - precision: The fraction of the image that must match.
    ///   - perceptualPrecision: How closely a pixel must match to count as matching.
    ///   - size: The canvas in points; nil for the view's ideal size.
    ///   - scale: Device pixels per point.
    ///   - renderer: A renderer to use instead of `Renderer(scale: scale)` (for an asset catalog
    ///     or a base environment); its scale wins over `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: Size? = nil,
                             scale: Double = 3, renderer: Renderer? = nil) -> Snapshotting {
        let renderer = renderer ?? Renderer(scale: scale)
        return SimplySnapshotting<Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in size.map { renderer.render(view, size: $0) } ?? renderer.render(view) }
    }

    /// A FeedshotUI view rendered on `device`'s whole screen (the view offered its safe area), as
    /// a PNG snapshot: `assertSnapshot(of: MissionCard(), as: .image(on: .iPhone14))`.
    ///
    /// - Parameters:
    ///   - device: The screen, one of ``Device``'s presets or a custom one.
    ///   - precision: The fraction of the image that must match.
    ///   - perceptualPrecision: How closely a pixel must match to count as matching.
    ///   - scale: Device pixels per point.
    ///   - renderer: A renderer to use instead of `Renderer(scale: scale)`; its scale wins.
    public static func image(on device: Device, precision: Float = 1, perceptualPrecision: Float = 1,
                             scale: Double = 3, renderer: Renderer? = nil) -> Snapshotting {
        let renderer = renderer ?? Renderer(scale: scale)
        return SimplySnapshotting<Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in renderer.render(view, on: device) }
    }
}

extension Snapshotting where Value == ViewHost, Format == Bitmap {
    /// The current frame of a live host (its whole screen at its renderer's scale), as a PNG
    /// snapshot: `assertSnapshot(of: host, as: .image)` after taps, drags or `advance(by:)`.
    public static var image: Snapshotting { .image() }

    /// The current frame of a live host, compared within swift-snapshot-testing's tolerances.
    ///
    /// - Parameters:
    ///   - precision: The fraction of the image that must match.
    ///   - perceptualPrecision: How closely a pixel must match to count as matching.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        SimplySnapshotting<Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { host in host.render() }
    }
}
