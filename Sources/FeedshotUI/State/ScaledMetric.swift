import Typography

/// A number that grows with Dynamic Type like a text style: SwiftUI's `ScaledMetric`.
///
/// ```swift
/// struct Badge: View {
///     @ScaledMetric(relativeTo: .title) private var side = 48.0
///     var body: some View { Image("apollo11").resizable().frame(width: side, height: side) }
/// }
/// ```
///
/// Read inside `body`, the value is the declared one times the style's growth at the
/// environment's ``EnvironmentValues/dynamicTypeSize`` (``Font/TextStyle/scaleFactor(at:)``):
/// 48 points relative to `.title` are 48 at `.large` and 48 × 58 / 28 ≈ 99.4 at
/// `.accessibility5`. Without `relativeTo:` the value follows `.body`, as in SwiftUI.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// A metric of `wrappedValue` points at the default size that scales like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// A metric of `wrappedValue` points at the default size that scales like `.body`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value at the Dynamic Type size where the view is being resolved.
    public var wrappedValue: Value {
        let size = EnvironmentValues.current.dynamicTypeSize
        guard size != .large else { return baseValue }
        return baseValue * Value(textStyle.size(at: size)) / Value(textStyle.size(at: .large))
    }
}
