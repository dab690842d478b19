import FeedshotUI
import SnapshotTesting

extension Snapshotting where Value: FeedshotUI.View, Format == Bitmap {
    /// A FeedshotUI view rendered on `device` in `variant` (dark, the largest text, right to left,
    /// landscape, iPad…), as a PNG snapshot: `assertSnapshot(of: Card(), as: .image(on: .iPhone14,
    /// variant: .dark), named: "dark")`. A variant that names a device renders on it instead.
    public static func image(on device: Device, variant: SnapshotVariant, precision: Float = 1,
                             perceptualPrecision: Float = 1, scale: Double = 3,
                             renderer: Renderer? = nil) -> Snapshotting {
        let renderer = (renderer ?? Renderer(scale: scale))
        return SimplySnapshotting<Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in renderer.render(view, on: device, in: variant) }
    }

    /// A FeedshotUI view rendered at its ideal size (or on a canvas of `size` points) in
    /// `variant`, as a PNG snapshot. Without a device, a variant's device or orientation changes
    /// only the size classes the view sees.
    public static func image(variant: SnapshotVariant, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: Size? = nil, scale: Double = 3, renderer: Renderer? = nil) -> Snapshotting {
        let renderer = (renderer ?? Renderer(scale: scale)).applying(variant)
        return SimplySnapshotting<Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in size.map { renderer.render(view, size: $0) } ?? renderer.render(view) }
    }
}

extension Dictionary where Key == String {
    /// One strategy per variant, named by the variant, for swift-snapshot-testing's
    /// `assertSnapshots(of:as:)`: one golden per variant (`test.dark.png`, `test.rtl.png`…).
    ///
    /// ```swift
    /// assertSnapshots(of: DetailScreen(), as: .images(on: .iPhone14, variants: .standard))
    /// ```
    public static func images<V: FeedshotUI.View>(on device: Device, variants: [SnapshotVariant], precision: Float = 1,
                                                  perceptualPrecision: Float = 1, scale: Double = 3,
                                                  renderer: Renderer? = nil) -> Self
        where Value == Snapshotting<V, Bitmap> {
        var strategies = Self()
        for variant in variants {
            strategies[variant.name] = .image(on: device, variant: variant, precision: precision,
                                              perceptualPrecision: perceptualPrecision, scale: scale, renderer: renderer)
        }
        return strategies
    }

    /// One strategy per variant, named by the variant, rendering at the view's ideal size (or on a
    /// canvas of `size` points).
    public static func images<V: FeedshotUI.View>(variants: [SnapshotVariant], precision: Float = 1,
                                                  perceptualPrecision: Float = 1, size: Size? = nil, scale: Double = 3,
                                                  renderer: Renderer? = nil) -> Self
        where Value == Snapshotting<V, Bitmap> {
        var strategies = Self()
        for variant in variants {
            strategies[variant.name] = .image(variant: variant, precision: precision,
                                              perceptualPrecision: perceptualPrecision, size: size, scale: scale,
                                              renderer: renderer)
        }
        return strategies
    }
}
