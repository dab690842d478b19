import Geometry

extension Renderer {
    /// The device `preview` runs on in `variant`: the variant's device, else the one the preview
    /// names (``PreviewDevice``), else `defaultDevice`; held in the variant's orientation, else
    /// the preview's.
    public func device(for preview: Preview, in variant: SnapshotVariant = .default,
                       defaultDevice: Device = .default) -> Device {
        let device = variant.device ?? preview.configuration.device?.device ?? defaultDevice
        return device.rotated(to: variant.orientation ?? preview.configuration.orientation)
    }

    /// Renders `preview` in `variant` at its layout: the device's whole screen
    /// (``PreviewLayout/device``), the size the view chooses when offered the screen
    /// (``PreviewLayout/sizeThatFits``), or a fixed size; the view sees the device's size classes
    /// in all three. The view is made afresh, so its state starts from its initial values.
    ///
    /// Throws instead of stopping the process when the image could not be a bitmap (a
    /// size-that-fits preview of a long scroll view, a huge fixed size).
    public func render(_ preview: Preview, in variant: SnapshotVariant = .default,
                       defaultDevice: Device = .default) throws(BitmapSizeError) -> Bitmap {
        let device = device(for: preview, in: variant, defaultDevice: defaultDevice)
        var renderer = applying(variant)
        let view = preview.makeView()
        switch preview.configuration.layout {
        case .device:
            return try renderer.renderChecked(view, on: device)
        case .sizeThatFits:
            renderer.environment.horizontalSizeClass = device.horizontalSizeClass
            renderer.environment.verticalSizeClass = device.verticalSizeClass
            return try renderer.renderChecked(view, fitting: ProposedViewSize(width: device.size.width,
                                                                              height: device.size.height))
        case .fixed(let width, let height):
            // A canvas of the fixed size, of the device's kind and orientation (its size classes).
            let canvas = Device(name: "\(width)x\(height)", size: Size(width: width, height: height),
                                idiom: device.idiom, orientation: device.orientation)
            return try renderer.renderChecked(view, on: canvas)
        }
    }
}
