/// A view's size and the positions of its alignment guides, in its own coordinate space:
/// SwiftUI's `ViewDimensions`.
///
/// Reading a guide returns the view's explicit value (set with
/// `alignmentGuide(_:computeValue:)`, or a text baseline) when it has one, and the guide's
/// default otherwise.
public struct ViewDimensions {
    /// The view's width.
    public let width: Double
    /// The view's height.
    public let height: Double
    /// Looks up an explicit guide value; `nil` when the view does not set the guide.
    let explicitValue: (AlignmentKey) -> Double?

    init(width: Double, height: Double, explicitValue: @escaping (AlignmentKey) -> Double?) {
        self.width = width
        self.height = height
        self.explicitValue = explicitValue
    }

    /// Dimensions with no explicit guides: the frame of a container at `size`.
    init(width: Double, height: Double) {
        self.init(width: width, height: height, explicitValue: { _ in nil })
    }

    /// The position of `guide`: explicit if the view sets it, its default otherwise.
    public subscript(guide: HorizontalAlignment) -> Double { self[guide.key] }

    /// The position of `guide`: explicit if the view sets it, its default otherwise.
    public subscript(guide: VerticalAlignment) -> Double { self[guide.key] }

    /// The view's explicit value for `guide`, or `nil` when it uses the default.
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitValue(guide.key) }

    /// The view's explicit value for `guide`, or `nil` when it uses the default.
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> Double {
        explicitValue(key) ?? key.defaultValue(in: self)
    }
}
