extension View {
    /// Names the preview this view is, in a ``PreviewProvider``'s `previews` (a `#Preview` takes
    /// its name from the macro instead, as in Xcode).
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewTraitModifier { $0.displayName = .some(value) })
    }

    /// Sets how the preview this view is in a ``PreviewProvider`` is laid out: the device's
    /// screen, the size that fits, or a fixed size.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewTraitModifier { $0.layout = value })
    }

    /// Sets the device the preview this view is in a ``PreviewProvider`` runs on (`nil`: the
    /// default device).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(PreviewTraitModifier { $0.device = .some(value) })
    }

    /// Sets the orientation of the device the preview this view is in a ``PreviewProvider``
    /// runs on.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewTraitModifier { $0.orientation = value })
    }
}

/// The preview modifiers found on a view: each is `nil` where no modifier set it. They travel
/// with the view through the modifiers applied after them (SwiftUI's traits), so a provider's
/// preview finds them on its outermost node.
struct PreviewModifierTraits: Sendable, Hashable {
    var layout: PreviewLayout?
    var orientation: InterfaceOrientation?
    var device: PreviewDevice??
    var displayName: String??

    /// The configuration these modifiers describe, over the default.
    var configuration: Preview.Configuration {
        var configuration = Preview.Configuration()
        if let layout { configuration.layout = layout }
        if let orientation { configuration.orientation = orientation }
        if let device { configuration.device = device }
        if let displayName { configuration.displayName = displayName }
        return configuration
    }

    /// These traits, with what `change` sets filled in where they have no value (a modifier
    /// further from the view than those these came from).
    func keeping(over change: (inout PreviewModifierTraits) -> Void) -> PreviewModifierTraits {
        var updated = PreviewModifierTraits()
        change(&updated)
        if let layout { updated.layout = layout }
        if let orientation { updated.orientation = orientation }
        if let device { updated.device = device }
        if let displayName { updated.displayName = displayName }
        return updated
    }

    /// The traits stored on `node`, if any.
    static func on(_ node: ViewNode) -> PreviewModifierTraits {
        node.layoutValues[ObjectIdentifier(PreviewModifierTraits.self)] as? PreviewModifierTraits ?? PreviewModifierTraits()
    }
}

/// Records one preview modifier on each node of its content. The modifier closest to the view
/// wins, as for SwiftUI's preview traits: `.previewDisplayName("A").previewDisplayName("B")`
/// is "A".
struct PreviewTraitModifier: ViewModifier, TraitModifier {
    let change: @Sendable (inout PreviewModifierTraits) -> Void

    init(_ change: @escaping @Sendable (inout PreviewModifierTraits) -> Void) {
        self.change = change
    }

    func apply(to node: ViewNode) {
        // Values already on the node came from modifiers closer to the view: they stay.
        node.layoutValues[ObjectIdentifier(PreviewModifierTraits.self)] = PreviewModifierTraits.on(node).keeping(over: change)
    }
}
