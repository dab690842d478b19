import Foundation

/// The measurements of a wheel picker, after UIKit's `UIPickerView` in iOS 14 and later: 216
/// points tall (UIPickerView's long-standing default height), 32-point rows, the selection band
/// a rounded rectangle (8-point radius) across the middle row, inset 9 points at the sides, in
/// the tertiary system fill, and 21-point row text. Rows sit on a cylinder: a row `k` rows from
/// the middle is drawn at `R sin θ` from the centre, squashed by `cos θ` and faded, with
/// `θ = 32k / R` and `R` = 100 points. Only the height is documented by Apple; the rest is read
/// off iOS 17 renderings (inferred).
enum WheelPickerMetrics {
    static let height = 216.0
    static let rowHeight = 32.0
    static let bandCornerRadius = 8.0
    static let bandInset = 9.0
    static let fontSize = 21.0
    static let radius = 100.0
}

/// A wheel of rows with the selected one in the band.
struct WheelPicker: View, PrimitiveView, @unchecked Sendable {
    // Unchecked: the rows are nodes of the render that made them.
    let rows: [ViewNode]
    let selected: Int

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        var layers = [ViewNode]()
        layers += resolveNodes(RoundedRectangle(cornerRadius: WheelPickerMetrics.bandCornerRadius, style: .continuous)
            .fill(Color.tertiarySystemFill)
            .frame(height: WheelPickerMetrics.rowHeight)
            .padding(.horizontal, WheelPickerMetrics.bandInset), in: context)
        for (index, row) in rows.enumerated() {
            let angle = Double(index - selected) * WheelPickerMetrics.rowHeight / WheelPickerMetrics.radius
            guard abs(angle) < .pi / 2 - 0.05 else { continue }
            let squash = cos(angle)
            let opacity = index == selected ? 1 : 0.25 + 0.35 * squash
            layers += resolveNodes(PrebuiltNodes(row)
                .frame(maxWidth: .infinity)
                .frame(height: WheelPickerMetrics.rowHeight)
                .scaleEffect(x: 1, y: squash)
                .opacity(opacity)
                .offset(y: WheelPickerMetrics.radius * sin(angle)), in: context)
        }
        return resolveNodes(ZStack { PrebuiltNodes(layers) }
            .frame(maxWidth: .infinity)
            .frame(height: WheelPickerMetrics.height)
            .clipped(), in: context)
    }
}
