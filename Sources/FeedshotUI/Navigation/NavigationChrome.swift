/// The measurements of the navigation bar, after UIKit's `UINavigationBar` on iPhone in iOS 17.
///
/// - The bar is 44 points tall; a large title adds 52 points, 96 in all (Geoff Hackworth,
///   "iPad Navigation Bar and Toolbar Height Changes in iOS 12": "iOS 11's large titles add 52
///   points to the navigation bar height, giving a total of 96 points without a status bar").
/// - The inline title is the headline style, 17-point semibold; the large title 34-point bold
///   (the `largeTitle` text style, bold as UIKit's large titles), leading-aligned at the layout
///   margin (16 points, 20 on Plus and Max phones: ``ListMetrics/layoutMargin(screenWidth:)``).
/// - Bar items are 17-point text in the tint colour at the layout margins.
///
/// Chosen to look like iOS 17, not published: the large title's baseline area (the text's
/// bottom 8 points above the bar's bottom), the back button (a chevron 8 points from the edge,
/// then the previous title 6 points on; "Back" when that title is longer than 14 characters),
/// and 16 points between neighbouring items.
///
/// Variants:
/// - In compact height (an iPhone in landscape) the bar is 32 points (UseYourLoaf, "Supporting
///   iPhone X": "the navigation bar has a smaller height of 32 points" in landscape) and the
///   title is shown inline.
/// - Dynamic Type: the inline title and the bar items keep their size (bars are among the
///   fixed-size elements Apple serves with the Large Content Viewer instead); the large title
///   follows the `largeTitle` style up to `.xxxLarge` (40 points; inferred: a larger title would
///   not fit a phone's bar), and the bar grows by the style's extra leading (Apple's table: 41
///   points at `.large`, 48 at `.xxxLarge`).
enum NavigationBarMetrics {
    static let barHeight = 44.0
    static let compactBarHeight = 32.0
    static let largeTitleHeight = 52.0
    static let largeTitleBottomInset = 8.0
    static let backButtonLeading = 8.0
    static let backChevronSize = Size(width: 11, height: 19)
    static let backChevronSpacing = 6.0
    static let itemSpacing = 16.0
    static let titleItemGap = 8.0
    static let longestBackTitle = 14
    /// The largest Dynamic Type size a large title follows.
    static let largestTitleSize = DynamicTypeSize.xxxLarge

    /// The bar's row height: 32 points in compact height, 44 otherwise.
    static func rowHeight(_ environment: EnvironmentValues) -> Double {
        environment.verticalSizeClass == .compact ? compactBarHeight : barHeight
    }

    /// The Dynamic Type size the large title is set at.
    static func largeTitleSize(_ environment: EnvironmentValues) -> DynamicTypeSize {
        Swift.min(environment.dynamicTypeSize, largestTitleSize)
    }

    /// The height the large title adds below the row: 52 points, plus the style's extra leading
    /// at larger Dynamic Type sizes.
    static func largeTitleHeight(_ environment: EnvironmentValues) -> Double {
        let size = largeTitleSize(environment)
        return largeTitleHeight + Font.TextStyle.largeTitle.leading(at: size) - Font.TextStyle.largeTitle.leading(at: .large)
    }
}

/// Builds a stack's node: background, top screen's content and bar.
struct NavigationChrome {
    let screens: [NavigationStack<AnyView>.Screen]
    let backTitle: String?
    let context: ResolveContext

    init<Root: View>(screens: [NavigationStack<Root>.Screen], backTitle: String?, context: ResolveContext) {
        self.screens = screens.map { NavigationStack<AnyView>.Screen(collector: $0.collector, node: $0.node, dismiss: $0.dismiss) }
        self.backTitle = backTitle
        self.context = context
    }

    func makeNode() -> ViewNode {
        let top = screens[screens.count - 1]
        let collector = top.collector
        let scheme = screens.lazy.compactMap(\.collector.preferredColorScheme).first ?? context.environment.colorScheme
        var chrome = context.forContainer(orientation: nil)
        chrome.environment.colorScheme = scheme
        chrome.environment.isListContent = false
        chrome.environment.navigationCollector = nil
        let background = resolveNodes(StyleFill(style: AnyShapeStyle(Color.systemBackground), edges: .all), in: chrome)[0]

        var displayMode = NavigationBarItem.TitleDisplayMode.large
        for screen in screens {
            if let mode = screen.collector.displayMode, mode != .automatic { displayMode = mode }
        }
        let title = collector.title
        // Compact height (an iPhone in landscape) shows the title inline in a 32-point bar.
        let isLarge = displayMode == .large && !(title?.string.isEmpty ?? true)
            && context.environment.verticalSizeClass != .compact
        let rowHeight = NavigationBarMetrics.rowHeight(context.environment)
        let largeHeight = NavigationBarMetrics.largeTitleHeight(context.environment)

        // Screens draw in stack order (the one pushed last on top, also while a pop takes it
        // away), the bars above them all.
        let depth = screens.count
        top.node.zIndex = Double(depth)
        var children = [background, top.node]
        var bar: NavigationBarBehavior?
        if collector.barVisibility != .hidden {
            // Each screen's bar is its own view: a push cross-fades the bars' titles and buttons.
            var barContext = chrome.child(.part(-depth))
            if let barScheme = collector.barColorScheme { barContext.environment.colorScheme = barScheme }
            let behavior = makeBar(collector: collector, title: title, isLarge: isLarge, rowHeight: rowHeight,
                                   largeTitleHeight: largeHeight, in: barContext, children: &children)
            bar = behavior
        }
        let height = bar == nil ? 0 : rowHeight + (isLarge ? largeHeight : 0)
        var barNode: ViewNode?
        if bar != nil, let node = children.last {
            node.zIndex = NavigationTransition.barZIndex + Double(depth)
            if context.graph != nil { node.identity = chrome.child(.part(-depth)).identity }
            barNode = node
        }
        let transition = NavigationTransition(depth: depth, screen: ObjectIdentifier(top.node),
                                              bar: barNode.map(ObjectIdentifier.init),
                                              backdrop: Color.systemBackground.resolve(in: scheme))
        return ViewNode(behavior: NavigationStackBehavior(barHeight: height, transition: transition), children: children,
                        environment: chrome.environment)
    }

    /// The back button's label: the previous screen's title, "Back" when there is none or it is long.
    private var backLabel: String? {
        guard !screens[screens.count - 1].collector.backButtonHidden else { return nil }
        let previous: String?
        if screens.count > 1 {
            previous = screens[screens.count - 2].collector.title?.string ?? ""
        } else {
            previous = backTitle
        }
        guard let previous else { return nil }
        return previous.isEmpty || previous.count > NavigationBarMetrics.longestBackTitle ? "Back" : previous
    }

    private func makeBar(collector: NavigationCollector, title: Text?, isLarge: Bool, rowHeight: Double,
                         largeTitleHeight: Double, in context: ResolveContext,
                         children: inout [ViewNode]) -> NavigationBarBehavior {
        var itemContext = context
        itemContext.environment.font = .body
        // Bar items and the inline title keep their size at every Dynamic Type size.
        itemContext.environment.dynamicTypeSize = .large
        // Bar items show a label's icon alone, as iOS toolbars do.
        if itemContext.environment.labelStyle == nil { itemContext.environment.labelStyle = IconOnlyLabelStyle() }
        var leading = [ViewNode](), trailing = [ViewNode](), principal = [ViewNode]()
        if let backLabel {
            let back = resolveNodes(HStack(spacing: NavigationBarMetrics.backChevronSpacing) {
                Chevron(direction: .backward, size: NavigationBarMetrics.backChevronSize, lineWidth: 2.5, style: nil)
                Text(backLabel).foregroundStyle(.tint)
            }, in: itemContext)
            // In a live host the back button pops the top screen.
            if itemContext.graph != nil, let actions = itemContext.environment.navigationActions {
                let dismiss = screens[screens.count - 1].dismiss
                for node in back {
                    node.attachControlAction(pressedIdentity: nil) {
                        if let dismiss { dismiss() } else { actions.pop() }
                    }
                }
            }
            leading += back
        }
        for content in collector.toolbarContent {
            for node in resolveNodes(content, in: itemContext) {
                let placement = (node.trait(ToolbarPlacementTrait.self) as? ToolbarPlacementTrait)?.placement ?? .automatic
                switch placement.slot {
                case .leading: leading.append(node)
                case .trailing: trailing.append(node)
                case .principal: principal.append(node)
                case .hidden: break
                }
            }
        }
        func row(_ nodes: [ViewNode]) -> ViewNode? {
            guard !nodes.isEmpty else { return nil }
            return resolveSingleNode(HStack(spacing: NavigationBarMetrics.itemSpacing) { PrebuiltNodes(nodes) },
                                     in: itemContext) { nodes, _ in nodes[0] }
        }
        var titleContext = context
        titleContext.environment.lineLimit = 1
        titleContext.environment.dynamicTypeSize = .large
        var centre: ViewNode?
        if let principalRow = row(principal) {
            centre = principalRow
        } else if let title, !isLarge {
            titleContext.environment.font = .headline
            centre = resolveSingleNode(title, in: titleContext) { nodes, _ in nodes[0] }
        }
        var largeTitle: ViewNode?
        if let title, isLarge {
            var largeContext = context
            largeContext.environment.lineLimit = 1
            largeContext.environment.font = .largeTitle
            largeContext.environment.fontWeight = .bold
            largeContext.environment.dynamicTypeSize = NavigationBarMetrics.largeTitleSize(context.environment)
            largeTitle = resolveSingleNode(title, in: largeContext) { nodes, _ in nodes[0] }
        }
        var slots = NavigationBarBehavior.Slots()
        var barChildren = [ViewNode]()
        func add(_ node: ViewNode?) -> Int? {
            guard let node else { return nil }
            barChildren.append(node)
            return barChildren.count - 1
        }
        slots.leading = add(row(leading))
        slots.centre = add(centre)
        slots.trailing = add(row(trailing))
        slots.largeTitle = add(largeTitle)
        // iOS shows the bar's background once content scrolls under it (its standard appearance)
        // and hides it at the top of the content (its scroll-edge appearance); in a live host the
        // screen's scroll view says where its content is now.
        let scrolled = (self.context.environment.scrollContentOffset?.y ?? 0) > 0
            || (collector.contentScrollView?.presentedOffset.y ?? 0) > 0
        let visible = collector.barBackgroundVisibility == .visible
            || (collector.barBackgroundVisibility == .automatic && scrolled)
        let behavior = NavigationBarBehavior(slots: slots, isLarge: isLarge, rowHeight: rowHeight,
                                             largeTitleHeight: largeTitleHeight, hasBackButton: backLabel != nil,
                                             background: visible ? (collector.barBackground ?? AnyShapeStyle(barMaterial)) : nil)
        children.append(ViewNode(behavior: behavior, children: barChildren, environment: context.environment))
        return behavior
    }

    /// The bar's default background when shown: UIKit's default bar appearance, a translucent
    /// system chrome (`#F9F9F9` at 94 % light, `#1D1D1D` at 94 % dark, without the blur).
    private var barMaterial: Color {
        Color(storage: .adaptive(light: RGBAColor(red8: 249, green: 249, blue: 249).multipliedAlpha(by: 0.94),
                                 dark: RGBAColor(red8: 29, green: 29, blue: 29).multipliedAlpha(by: 0.94),
                                 name: "barBackground"))
    }
}
