/// Builds the layer each presentation draws as: its node, where it sits, and what it does to the
/// screen beneath.
enum PresentationLayout {
    static func layer(for request: PresentationRequest, on device: Device, isFirst: Bool,
                      collector: PresentationCollector) -> (PresentationHostBehavior.Layer, ViewNode) {
        switch request {
        case .alert(let alert):
            let node = resolve(AlertCard(alert: alert).frame(maxWidth: .infinity, maxHeight: .infinity),
                               environment: alert.environment, collector: collector)
            let layer = PresentationHostBehavior.Layer(
                backdrop: .dim(PresentationMetrics.alertDim(alert.environment.colorScheme)),
                frame: device.safeArea, screen: nil, kindName: "alert")
            return (layer, node)
        case .confirmationDialog(let dialog):
            let bottom = device.safeAreaInsets.bottom > 0 ? 0 : ConfirmationDialogMetrics.margin
            let node = resolve(VStack(spacing: 0) {
                Spacer(minLength: 0)
                ConfirmationDialogCards(dialog: dialog)
            }
            .padding(.horizontal, ConfirmationDialogMetrics.margin)
            .padding(.bottom, bottom), environment: dialog.environment, collector: collector)
            let layer = PresentationHostBehavior.Layer(
                backdrop: .dim(PresentationMetrics.alertDim(dialog.environment.colorScheme)),
                frame: device.safeArea, screen: nil, kindName: "confirmationDialog")
            return (layer, node)
        case let .sheet(content, environment):
            let configuration = SheetConfiguration()
            var inner = environment
            inner.sheetConfiguration = configuration
            inner.isElevated = true
            let contentNode = resolve(content, environment: inner, collector: collector)
            let detent = configuration.detents.min { lhs, rhs in
                lhs.height(screen: device.size, largeHeight: device.size.height, bottomInset: device.safeAreaInsets.bottom)
                    < rhs.height(screen: device.size, largeHeight: device.size.height,
                                 bottomInset: device.safeAreaInsets.bottom)
            } ?? .large
            let card = PresentationMetrics.sheetFrame(detent, on: device)
            let safe = Rect(x: card.minX + device.safeAreaInsets.leading, y: card.minY,
                            width: card.width - device.safeAreaInsets.horizontal,
                            height: max(0, card.height - device.safeAreaInsets.bottom))
            let showsIndicator = configuration.dragIndicator == .visible
                || (configuration.dragIndicator == .automatic && configuration.detents.count > 1)
            var cardEnvironment = environment
            cardEnvironment.isElevated = true
            let node = resolve(SheetCard(content: AnyView(PrebuiltNodes(contentNode)), showsIndicator: showsIndicator,
                                         cornerRadius: configuration.cornerRadius ?? PresentationMetrics.sheetCornerRadius,
                                         background: configuration.background ?? AnyShapeStyle(Color.systemBackground)),
                               environment: cardEnvironment, collector: collector)
            let backdrop: PresentationHostBehavior.Layer.Backdrop
            if isFirst && detent == .large {
                backdrop = .pushBack
            } else if configuration.backgroundInteraction {
                backdrop = .none
            } else {
                backdrop = .dim(PresentationMetrics.sheetDim)
            }
            let radius = configuration.cornerRadius ?? PresentationMetrics.sheetCornerRadius
            let layer = PresentationHostBehavior.Layer(
                backdrop: backdrop, frame: safe, screen: (card, safe), kindName: "sheet",
                clip: UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius).path(in: card))
            return (layer, node)
        case let .fullScreenCover(content, environment):
            let node = resolve(content.frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.systemBackground), environment: environment, collector: collector)
            let layer = PresentationHostBehavior.Layer(backdrop: .none, frame: device.safeArea, screen: nil,
                                                       kindName: "fullScreenCover")
            return (layer, node)
        }
    }

    private static func resolve<V: View>(_ view: V, environment: EnvironmentValues,
                                         collector: PresentationCollector) -> ViewNode {
        var context = ResolveContext(environment: environment)
        context.environment.presentationCollector = collector
        return resolveSingleNode(view, in: context) { nodes, context in
            ViewNode(behavior: LayoutBehavior(ZStackLayout(), name: "ZStack", properties: { $0.dumpProperties }),
                     children: nodes, environment: context.environment)
        }
    }
}
