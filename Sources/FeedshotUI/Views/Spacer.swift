import Geometry

/// Flexible empty space that expands along its stack's axis: SwiftUI's `Spacer`.
///
/// In an `HStack` a spacer is as wide as it is offered but never narrower than `minLength`
/// (8 points, the default spacing, when `nil`) and has no height; in a `VStack` the same
/// vertically. Outside a stack it expands on both axes. As in SwiftUI, a spacer has the lowest
/// possible layout priority, so a stack sizes every other child before it, and it asks for no
/// spacing next to its neighbours.
public struct Spacer: View, PrimitiveView {
    /// The length the spacer never shrinks below, along its axis (`nil`: 8 points).
    public var minLength: Double?

    /// Creates a spacer.
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let leaf = SpacerLeaf(minLength: minLength ?? ViewSpacing.defaultSpacing, axis: context.stackOrientation)
        let node = ViewNode(behavior: LeafBehavior(leaf), environment: context.environment)
        node.priority = -.infinity
        return [node]
    }
}

struct SpacerLeaf: LeafContent {
    let minLength: Double
    let axis: Axis?

    var kindName: String { "Spacer" }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        [("minLength", minLength.compactDescription)]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        func length(_ proposed: Double?) -> Double { Swift.max(proposed ?? -.infinity, minLength) }
        switch axis {
        case .horizontal: return Size(width: length(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }

    func spacing(environment: EnvironmentValues) -> ViewSpacing {
        switch axis {
        case .horizontal: return ViewSpacing(0, on: .horizontal)
        case .vertical: return ViewSpacing(0, on: .vertical)
        case nil: return .zero
        }
    }
}
