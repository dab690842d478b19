import Geometry
@testable import FeedshotUI

/// Lays `view` out on a canvas of `width` × `height` points at 3x.
func layout<V: View>(_ view: V, width: Double = 390, height: Double = 844) -> PlacedView {
    Renderer(scale: 3).layout(view, size: Size(width: width, height: height))
}

/// The frame of the view named `id` (a test failure reports the dump when it is missing).
func frame(_ id: String, in tree: PlacedView) -> Rect? {
    tree.first(id: id)?.frame
}

/// A rectangle from its four numbers, for terse expectations.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
