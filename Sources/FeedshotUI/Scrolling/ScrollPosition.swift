import Geometry

/// The binding of `scrollPosition(id:anchor:)`, type-erased for the environment.
struct ScrollPositionBinding: @unchecked Sendable {
    // Unchecked: the closures capture a binding, read and written on the host's thread only.
    let read: () -> AnyHashable?
    let write: (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

private struct ScrollPositionKey: EnvironmentKey {
    static let defaultValue: ScrollPositionBinding? = nil
}

extension EnvironmentValues {
    /// The `scrollPosition(id:)` binding for the next scroll view inside.
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

extension View {
    /// Binds the identity of the view at the scroll view's leading edge (or at `anchor`): SwiftUI's
    /// `scrollPosition(id:anchor:)`.
    ///
    /// The views are those of the layout marked with ``View/scrollTargetLayout(isEnabled:)``,
    /// identified by their `ForEach` element ids or `.id(_:)`. In a live ``ViewHost`` the binding
    /// is written whenever another view comes to the leading edge (while scrolling and at rest),
    /// and setting it scrolls that view to the leading edge (or `anchor`), animated when set
    /// inside `withAnimation`.
    public func scrollPosition<ID: Hashable & Sendable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let binding = ScrollPositionBinding(
            read: { id.wrappedValue.map(AnyHashable.init) },
            write: { value in
                if let value, let typed = value.base as? ID { id.wrappedValue = typed } else if value == nil { id.wrappedValue = nil }
            },
            anchor: anchor)
        return transformEnvironment { $0.scrollPositionBinding = binding }
    }
}

/// A request to bring a view or an offset into view, applied to the layout on screen.
struct ScrollRequest {
    enum Destination {
        /// The view with this id (`ForEach` element id or `.id(_:)`), at an anchor or minimally.
        case view(AnyHashable, anchor: UnitPoint?)
        /// An edge of the content (`defaultScrollAnchor`, `scrollTo(edge:)`).
        case anchor(UnitPoint)
    }

    var destination: Destination
    /// The transaction of the change that asked (its animation animates the scroll).
    var transaction: Transaction
}

extension ScrollState {
    /// Applies `request` to the layout on screen; returns whether the offset changed.
    @discardableResult
    func apply(_ request: ScrollRequest) -> Bool {
        guard let target = offset(for: request.destination) else { return false }
        let before = offset
        scroll(to: target)
        return offset != before
    }

    /// The offset that shows `destination` in the last layout, or nil when it is not there.
    func offset(for destination: ScrollRequest.Destination) -> Point? {
        switch destination {
        case .anchor(let anchor):
            return clamped(Point(x: range(.horizontal).upperBound * anchor.x, y: range(.vertical).upperBound * anchor.y))
        case let .view(id, anchor):
            guard let frame = contentFrame(ofID: id) else { return nil }
            var result = offset
            for axis in Axis.allCases where configuration.axes.contains(axis) {
                let start = axis == .horizontal ? frame.minX : frame.minY
                let size = axis == .horizontal ? frame.width : frame.height
                let view = axis == .horizontal ? viewport.width : viewport.height
                let current = axis == .horizontal ? offset.x : offset.y
                var value: Double
                if let anchor {
                    let fraction = axis == .horizontal ? anchor.x : anchor.y
                    value = start + fraction * size - fraction * view
                } else if start < current || size > view {
                    value = start
                } else if start + size > current + view {
                    value = start + size - view
                } else {
                    value = current
                }
                if axis == .horizontal { result.x = value } else { result.y = value }
            }
            return clamped(result)
        }
    }

    /// The frame, in content coordinates, of the outermost view in the content whose identity
    /// carries `id` (a `ForEach` element id or an `.id(_:)`), in the last layout.
    func contentFrame(ofID id: AnyHashable) -> Rect? {
        guard let content = contentNode else { return nil }
        var stack = [content]
        while let node = stack.popLast() {
            if carries(id, node) { return contentFrame(of: node.frame) }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// Whether `node`'s identity path, below the scroll view, holds `id`.
    private func carries(_ id: AnyHashable, _ node: ViewNode) -> Bool {
        var current = node.identity
        while let step = current, step != identity {
            switch identities.component(of: step) {
            case .element(let value)?, .explicit(let value)?:
                if value == id { return true }
            default:
                break
            }
            current = identities.parent(of: step)
        }
        return false
    }

    /// The id of a view of the scroll target layout: the `ForEach` element id or `.id(_:)` on its
    /// identity path closest to the layout.
    func targetID(of node: ViewNode, layout: ViewNode) -> AnyHashable? {
        var found: AnyHashable?
        var current = node.identity
        while let step = current, step != layout.identity, step != identity {
            switch identities.component(of: step) {
            case .element(let value)?, .explicit(let value)?: found = value
            default: break
            }
            current = identities.parent(of: step)
        }
        return found
    }

    /// The id of the view of the scroll target layout at the leading edge of the visible region
    /// (the first that shows), or the one under `anchor` of the visible region.
    func positionID(anchor: UnitPoint?) -> AnyHashable? {
        let targets = targetFrames()
        let visible = Rect(origin: offset, size: viewport)
        let epsilon = 0.5 / configuration.displayScale
        if let anchor {
            let point = Point(x: visible.minX + anchor.x * visible.width, y: visible.minY + anchor.y * visible.height)
            return targets.first { $0.frame.insetBy(dx: -epsilon, dy: -epsilon).contains(point) }?.id
        }
        let axis = primaryAxis
        return targets.first { target in
            axis == .vertical
                ? target.frame.maxY > visible.minY + epsilon && target.frame.minY < visible.maxY - epsilon
                : target.frame.maxX > visible.minX + epsilon && target.frame.minX < visible.maxX - epsilon
        }?.id
    }
}
