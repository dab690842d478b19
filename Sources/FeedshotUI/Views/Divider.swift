import Geometry

/// A hairline that separates content: SwiftUI's `Divider`.
///
/// In an `HStack` it is a vertical line as tall as it is offered; elsewhere (a `VStack`, or
/// outside any stack) a horizontal line as wide as it is offered. Its ideal length is zero.
/// SwiftUI does not document its thickness or colour; Feedshot draws what iOS shows: one device
/// pixel (`1 / displayScale` points) in the system separator colour (`#3C3C43` at 29 % in light
/// mode, `#545458` at 60 % in dark mode).
public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    public init() {}

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        // In a menu's content a divider ends a group of rows, as UIKit's inline menus do.
        if context.environment.menuSubmenus != nil { return [MenuItemMark.groupEdgeNode(in: context)] }
        return [ViewNode(behavior: LeafBehavior(DividerLeaf(isVertical: context.stackOrientation == .horizontal)),
                  environment: context.environment)]
    }
}

struct DividerLeaf: LeafContent {
    let isVertical: Bool

    var kindName: String { "Divider" }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        [("orientation", isVertical ? "vertical" : "horizontal")]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        let thickness = environment.pixelLength
        return isVertical ? Size(width: thickness, height: proposal.height ?? 0)
                          : Size(width: proposal.width ?? 0, height: thickness)
    }
}
