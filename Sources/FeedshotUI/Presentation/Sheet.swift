/// A height a sheet rests at: SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(Double)
        case height(Double)
    }

    let kind: Kind

    /// The full height: the card's top just below the status bar.
    public static let large = PresentationDetent(kind: .large)
    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)

    /// A fraction of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// A height in points (above the home indicator's inset).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// The card's height on a screen of `screen` whose large detent is `largeHeight` tall.
    /// The medium detent is half the screen: UIKit documents it as "approximately half the
    /// height of the screen".
    func height(screen: Size, largeHeight: Double, bottomInset: Double = 0) -> Double {
        switch kind {
        case .large: largeHeight
        case .medium: (screen.height / 2).rounded()
        case .fraction(let fraction): largeHeight * (fraction.isFinite ? fraction : 1)
        case .height(let height): (height.isFinite ? height : largeHeight) + bottomInset
        }
    }
}

/// How a sheet's drag indicator shows: SwiftUI's `Visibility` is what `presentationDragIndicator`
/// takes; `.automatic` shows it when the sheet has more than one detent.
final class SheetConfiguration: @unchecked Sendable {
    // Unchecked: written and read by the render resolving the sheet's content.
    var detents: Set<PresentationDetent> = []
    /// `presentationDetents(_:selection:)`: the detent the sheet rests at, which a drag that ends
    /// at another detent writes.
    var selection: Binding<PresentationDetent>?
    var dragIndicator = Visibility.automatic
    var cornerRadius: Double?
    var background: AnyShapeStyle?
    var backgroundInteraction = false
    /// `interactiveDismissDisabled()`: a drag does not dismiss the sheet (it springs back).
    var interactiveDismissDisabled = false
    /// `presentationContentInteraction(.scrolls)`: a swipe up on a scroll view in the card scrolls
    /// it even when the sheet could grow.
    var scrollsContentFirst = false
    /// The card's drag on a live host (set once the content is resolved): a scroll view in the
    /// card hands it the part of a pull that goes past the content's top.
    var drag: SheetDrag?
}

private struct SheetConfigurationKey: EnvironmentKey {
    static let defaultValue: SheetConfiguration? = nil
}

extension EnvironmentValues {
    /// The configuration of the sheet being resolved, which `presentationDetents(_:)` and its
    /// kin write.
    var sheetConfiguration: SheetConfiguration? {
        get { self[SheetConfigurationKey.self] }
        set { self[SheetConfigurationKey.self] = newValue }
    }
}

/// Writes a sheet setting into the enclosing sheet's configuration.
struct SheetConfigurationModifier: ViewModifier, PrimitiveModifier {
    let update: @Sendable (SheetConfiguration) -> Void

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        if let configuration = context.environment.sheetConfiguration { update(configuration) }
        return resolveNodes(content, in: context)
    }
}

/// Whether views behind a sheet take input: SwiftUI's `PresentationBackgroundInteraction`. A
/// sheet whose background takes input does not dim it.
public struct PresentationBackgroundInteraction: Sendable {
    let enabled: Bool
    /// The platform's default (disabled).
    public static let automatic = PresentationBackgroundInteraction(enabled: false)
    /// Background views take input: the screen behind is not dimmed.
    public static let enabled = PresentationBackgroundInteraction(enabled: true)
    /// Background views take no input.
    public static let disabled = PresentationBackgroundInteraction(enabled: false)
    /// Background views take input while the sheet is at `detent` or smaller.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(enabled: true)
    }
}

/// How a presentation adapts on an iPhone: SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true: drawn over the screen as iOS
    /// draws a sheet on an iPhone (a card rising from the bottom; at the large detent the screen
    /// behind is pushed back). In a live host the card slides up and back down (see
    /// ``PresentationTransition``), `dismiss` inside it sets `isPresented` to false, and
    /// `onDismiss` runs when the content leaves (the update that dismisses it; never in a still).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        let shown = isPresented.wrappedValue ? AnyView(content().onDisappear(perform: onDismiss)) : nil
        return modifier(PresentationModifier(dismiss: { isPresented.wrappedValue = false }) { environment in
            shown.map { .sheet(content: $0, environment: environment) }
        })
    }

    /// Presents the sheet `content` builds for `item` while `item` is not `nil` (another item's
    /// sheet is another sheet, with its own state); `dismiss` inside it sets `item` to `nil`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let shown = item.wrappedValue.map { AnyView(content($0).onDisappear(perform: onDismiss)) }
        return modifier(PresentationModifier(id: item.wrappedValue.map { AnyHashable($0.id) },
                                             dismiss: { item.wrappedValue = nil }) { environment in
            shown.map { .sheet(content: $0, environment: environment) }
        })
    }

    /// Presents `content` over the whole screen while `isPresented` is true (in a live host it
    /// slides up and back down; `dismiss` and `onDismiss` as for a sheet).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        let shown = isPresented.wrappedValue ? AnyView(content().onDisappear(perform: onDismiss)) : nil
        return modifier(PresentationModifier(dismiss: { isPresented.wrappedValue = false }) { environment in
            shown.map { .fullScreenCover(content: $0, environment: environment) }
        })
    }

    /// Presents the cover `content` builds for `item` while `item` is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let shown = item.wrappedValue.map { AnyView(content($0).onDisappear(perform: onDismiss)) }
        return modifier(PresentationModifier(id: item.wrappedValue.map { AnyHashable($0.id) },
                                             dismiss: { item.wrappedValue = nil }) { environment in
            shown.map { .fullScreenCover(content: $0, environment: environment) }
        })
    }

    /// Presents `content` in a popover while `isPresented` is true. On an iPhone a popover is
    /// shown as a sheet, as iOS adapts it (unless `presentationCompactAdaptation(.popover)`, which
    /// Feedshot also draws as a sheet).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents the popover `content` builds for `item` (a sheet on an iPhone).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }

    /// The detents a sheet rests at; it is presented at the smallest (UIKit's rule when none is
    /// selected), and on a live host a drag moves it between them.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(SheetConfigurationModifier { $0.detents = detents })
    }

    /// The detents a sheet rests at, with the selected one bound: the sheet is drawn at it, and a
    /// drag that ends at another detent selects that one.
    public func presentationDetents(_ detents: Set<PresentationDetent>,
                                    selection: Binding<PresentationDetent>) -> some View {
        modifier(SheetConfigurationModifier {
            $0.detents = detents
            $0.selection = selection
        })
    }

    /// Shows or hides the sheet's drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(SheetConfigurationModifier { $0.dragIndicator = visibility })
    }

    /// The sheet card's corner radius (`nil`: the system's).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(SheetConfigurationModifier { $0.cornerRadius = cornerRadius })
    }

    /// The sheet card's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return modifier(SheetConfigurationModifier { $0.background = erased })
    }

    /// Whether views behind the sheet take input (when they do, they are not dimmed).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(SheetConfigurationModifier { $0.backgroundInteraction = interaction.enabled })
    }

    /// How the presentation adapts to an iPhone (popovers and sheets are drawn as sheets).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// Keeps a drag from dismissing the sheet the view is in (`true`): on a live host the card
    /// still follows the finger, and springs back when released (see ``SheetDrag``).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(SheetConfigurationModifier { if isDisabled { $0.interactiveDismissDisabled = true } })
    }
}

/// Where a popover points: SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle in the view.
    case rect(Anchor<CGRect>.Source)
    /// A point in the view.
    case point(UnitPoint)
}

/// The sheet card: its background with rounded top corners, the content centred in it (as a
/// screen's root is), and the drag indicator.
struct SheetCard: View {
    let content: AnyView
    let showsIndicator: Bool
    let cornerRadius: Double
    let background: AnyShapeStyle

    var body: some View {
        ZStack(alignment: .top) {
            UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius, style: .continuous)
                .fill(background)
                .ignoresSafeArea()
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
            if showsIndicator {
                Capsule()
                    .fill(Color.tertiaryLabel)
                    .frame(width: PresentationMetrics.dragIndicatorSize.width,
                           height: PresentationMetrics.dragIndicatorSize.height)
                    .padding(.top, PresentationMetrics.dragIndicatorTop)
            }
        }
    }
}
