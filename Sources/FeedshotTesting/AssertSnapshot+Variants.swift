import FeedshotUI
import Geometry
import ImageComparison

/// Renders `view` on `device` once per variant and asserts each image against its own golden,
/// named `<name>.<variant>`: `detail.dark`, `detail.accessibility5`, `detail.rtl`,
/// `detail.landscape`, `detail.ipad` for ``SnapshotVariant``'s standard set.
///
/// ```swift
/// @Test func detailScreen() {
///     assertSnapshot(of: MissionDetail(), on: .iPhone14, named: "detail", variants: .standard)
///     assertSnapshot(of: MissionDetail(), on: .iPhone14, named: "detail", variants: [.rightToLeft + .locale("ar")])
/// }
/// ```
///
/// A variant that names a device (``SnapshotVariant/iPad``) renders on that device instead of
/// `device`; an orientation turns the device (``SnapshotVariant/landscape``). Every variant is
/// asserted even when an earlier one fails, and each failure is reported on its own, with its
/// artifacts, as ``assertSnapshot(of:named:diff:fileID:filePath:function:line:column:)`` does.
///
/// - Returns: Whether every variant matched (recording counts as a failure).
@discardableResult
public func assertSnapshot<V: View>(of view: V, on device: Device, scale: Double = 3, named name: String,
                                    variants: [SnapshotVariant], diff: ImageDiff = .exact, renderer: Renderer? = nil,
                                    fileID: String = #fileID, filePath: StaticString = #filePath,
                                    function: String = #function, line: UInt = #line,
                                    column: UInt = #column) -> Bool {
    let renderer = renderer ?? Renderer(scale: scale)
    var passed = true
    for variant in variants {
        let image = renderer.render(view, on: device, in: variant)
        passed = assertSnapshot(of: image, named: "\(name).\(variant.name)", diff: diff, fileID: fileID,
                                filePath: filePath, function: function, line: line, column: column) && passed
    }
    return passed
}

/// Renders `view` at its ideal size (or on a canvas of `size` points) once per variant and
/// asserts each image against its own golden, named `<name>.<variant>`.
///
/// Without a device, a variant's device or orientation changes only the size classes the view
/// sees (an iPad's regular width, a landscape phone's compact height); its colour scheme,
/// Dynamic Type size, layout direction and locale apply as on a device.
///
/// - Returns: Whether every variant matched (recording counts as a failure).
@discardableResult
public func assertSnapshot<V: View>(of view: V, size: Size? = nil, scale: Double = 3, named name: String,
                                    variants: [SnapshotVariant], diff: ImageDiff = .exact, renderer: Renderer? = nil,
                                    fileID: String = #fileID, filePath: StaticString = #filePath,
                                    function: String = #function, line: UInt = #line,
                                    column: UInt = #column) -> Bool {
    let base = renderer ?? Renderer(scale: scale)
    var passed = true
    for variant in variants {
        let renderer = base.applying(variant)
        let image = size.map { renderer.render(view, size: $0) } ?? renderer.render(view)
        passed = assertSnapshot(of: image, named: "\(name).\(variant.name)", diff: diff, fileID: fileID,
                                filePath: filePath, function: function, line: line, column: column) && passed
    }
    return passed
}
