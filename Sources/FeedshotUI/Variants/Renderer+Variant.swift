extension Renderer {
    /// This renderer in `variant`: its environment with the variant's colour scheme, Dynamic
    /// Type size, layout direction and locale. When the variant changes the device, the size
    /// classes of that device are set too, so a view rendered at its ideal size (no device) sees
    /// an iPad's or a landscape phone's size classes; renders on a device take them from the
    /// device (``SnapshotVariant/device(for:)``).
    public func applying(_ variant: SnapshotVariant) -> Renderer {
        var renderer = self
        variant.apply(to: &renderer.environment)
        if variant.changesDevice {
            let device = variant.device(for: .default)
            renderer.environment.horizontalSizeClass = device.horizontalSizeClass
            renderer.environment.verticalSizeClass = device.verticalSizeClass
        }
        return renderer
    }

    /// Renders `view` on `device` in `variant` (on the variant's device, if it names one).
    public func render<V: View>(_ view: V, on device: Device, in variant: SnapshotVariant) -> Bitmap {
        applying(variant).render(view, on: variant.device(for: device))
    }

    /// Lays `view` out on `device` in `variant`: the placed tree, for layout tests.
    public func layout<V: View>(_ view: V, on device: Device, in variant: SnapshotVariant) -> PlacedView {
        applying(variant).layout(view, on: variant.device(for: device))
    }
}
