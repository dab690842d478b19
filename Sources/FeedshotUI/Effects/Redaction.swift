import Geometry
import Raster
import Typography

/// Why content is redacted: SwiftUI's `RedactionReasons`. Only `.placeholder` changes a screen:
/// `.privacy` redacts on the lock screen and in widgets, `.invalidated` in widgets.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as placeholders while the real data loads (a skeleton screen).
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content hidden for privacy.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content waiting to be updated.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// The reasons content inside is redacted (empty: it is not).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Redacts the view's content for `reason`: with `.placeholder`, text draws as a rounded bar
    /// per line and images as boxes, in the text's style at low opacity; layout is unchanged.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Shows the view's content unredacted inside a redacted view.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

/// A leaf that draws placeholder shapes in place of its content when redacted.
protocol RedactableLeaf {
    /// The rounded rectangles drawn instead of the content, in points.
    func placeholderShapes(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues) -> [RoundedRect]
    /// The style the placeholders take their colour from.
    func placeholderStyle(in environment: EnvironmentValues) -> AnyShapeStyle
}

/// A placeholder's shape: a rectangle with rounded corners.
struct RoundedRect {
    var rect: Rect
    var cornerRadius: Double
}

enum Redaction {
    /// The opacity of placeholders over their content's style (iOS's skeleton bars are the label
    /// colour, faint; the figure is read off screenshots, not documented).
    static let opacity = 0.16

    /// Draws `leaf`'s placeholders when the environment redacts for `.placeholder`; false when it
    /// does not (the leaf then draws its content).
    static func drawPlaceholders(of leaf: any LeafContent, in frame: Rect, proposal: ProposedViewSize,
                                 environment: EnvironmentValues, context: DrawContext) -> Bool {
        guard environment.redactionReasons.contains(.placeholder), let redactable = leaf as? any RedactableLeaf else {
            return false
        }
        let style = redactable.placeholderStyle(in: environment).resolved(in: environment).multipliedOpacity(opacity)
        guard !style.isInvisible else { return true }
        for shape in redactable.placeholderShapes(in: frame, proposal: proposal, environment: environment)
        where shape.rect.width > 0 && shape.rect.height > 0 {
            let path = Path(roundedRect: shape.rect, cornerRadius: shape.cornerRadius)
            context.canvas.fill(path, with: style.paint(in: shape.rect))
        }
        return true
    }

    /// A text line's bar: the line box without the top and bottom fifth, its ends rounded.
    static func bar(x: Double, top: Double, width: Double, height: Double) -> RoundedRect {
        let inset = height * 0.2
        let barHeight = height - 2 * inset
        return RoundedRect(rect: Rect(x: x, y: top + inset, width: width, height: barHeight),
                           cornerRadius: barHeight / 4)
    }
}

extension TextLeaf: RedactableLeaf {
    func placeholderShapes(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues) -> [RoundedRect] {
        guard let layout = layout(for: proposal, environment: environment) else { return [] }
        return layout.lines.map {
            Redaction.bar(x: frame.minX + $0.origin.x, top: frame.minY + $0.origin.y, width: $0.width, height: $0.height)
        }
    }

    func placeholderStyle(in environment: EnvironmentValues) -> AnyShapeStyle { paintStyle(in: environment) }
}

extension RichTextLeaf: RedactableLeaf {
    func placeholderShapes(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues) -> [RoundedRect] {
        let width = proposal.width.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
        guard let flow = flow(maxWidth: width, environment: environment) else { return [] }
        return flow.lines.compactMap { line in
            guard let start = line.words.map(\.x).min(),
                  let end = line.words.map({ $0.x + $0.trimmedWidth }).max() else { return nil }
            return Redaction.bar(x: frame.minX + start, top: frame.minY + line.top, width: end - start,
                                 height: line.ascent + line.descent)
        }
    }

    func placeholderStyle(in environment: EnvironmentValues) -> AnyShapeStyle {
        runs.first?.style ?? environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
    }
}

extension ImageLeaf: RedactableLeaf {
    func placeholderShapes(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues) -> [RoundedRect] {
        [RoundedRect(rect: frame, cornerRadius: 0)]
    }

    func placeholderStyle(in environment: EnvironmentValues) -> AnyShapeStyle {
        environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
    }
}

extension SymbolLeaf: RedactableLeaf {
    func placeholderShapes(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues) -> [RoundedRect] {
        [RoundedRect(rect: frame, cornerRadius: min(frame.width, frame.height) / 4)]
    }

    func placeholderStyle(in environment: EnvironmentValues) -> AnyShapeStyle {
        environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
    }
}
