import FeedshotUI
import Geometry
import ImageComparison

/// Renders `view` with FeedshotUI and asserts that the image matches the golden image `name` of
/// the calling test (see ``assertSnapshot(of:named:diff:fileID:filePath:function:line:column:)``
/// for where goldens live and how failures are reported).
///
/// - Parameters:
///   - view: The view to render.
///   - size: The canvas in points; the view is offered all of it. `nil` renders the view at its
///     ideal size (a scroll view's whole content, a card that sizes itself).
///   - scale: Device pixels per point (3 by default).
///   - name: The snapshot's name, unique within the test function.
///   - diff: How to compare (``ImageDiff/exact`` unless the test opts into a tolerance).
///   - renderer: The renderer to use instead of `Renderer(scale: scale)` (for an asset catalog,
///     fonts or a base environment); its scale wins over `scale`.
/// - Returns: Whether the snapshot matched (recording counts as a failure).
@discardableResult
public func assertSnapshot<V: View>(of view: V, size: Size? = nil, scale: Double = 3, named name: String,
                                    diff: ImageDiff = .exact, renderer: Renderer? = nil,
                                    fileID: String = #fileID, filePath: StaticString = #filePath,
                                    function: String = #function, line: UInt = #line,
                                    column: UInt = #column) -> Bool {
    let renderer = renderer ?? Renderer(scale: scale)
    let image = size.map { renderer.render(view, size: $0) } ?? renderer.render(view)
    return assertSnapshot(of: image, named: name, diff: diff, fileID: fileID, filePath: filePath,
                          function: function, line: line, column: column)
}

/// Renders `view` on `device` (the whole screen, the view offered the safe area) and asserts
/// that the image matches the golden image `name` of the calling test.
@discardableResult
public func assertSnapshot<V: View>(of view: V, on device: Device, scale: Double = 3, named name: String,
                                    diff: ImageDiff = .exact, renderer: Renderer? = nil,
                                    fileID: String = #fileID, filePath: StaticString = #filePath,
                                    function: String = #function, line: UInt = #line,
                                    column: UInt = #column) -> Bool {
    let renderer = renderer ?? Renderer(scale: scale)
    return assertSnapshot(of: renderer.render(view, on: device), named: name, diff: diff, fileID: fileID,
                          filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that the current frame of a live `host` (its whole screen at its renderer's scale)
/// matches the golden image `name` of the calling test: pin a screen after taps, mid-animation or
/// mid-drag.
///
/// ```swift
/// let host = ViewHost(Pager(), on: .iPhone14, renderer: Renderer(scale: 1))
/// host.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 300), duration: 0.2)
/// assertSnapshot(of: host, named: "swiped")
/// ```
@discardableResult
public func assertSnapshot(of host: ViewHost, named name: String, diff: ImageDiff = .exact,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           function: String = #function, line: UInt = #line, column: UInt = #column) -> Bool {
    assertSnapshot(of: host.render(), named: name, diff: diff, fileID: fileID, filePath: filePath,
                   function: function, line: line, column: column)
}
