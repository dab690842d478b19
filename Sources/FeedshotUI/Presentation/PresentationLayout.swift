/// Builds the layer each presentation draws as: its node, where it sits, and what it does to the
/// screen beneath.
enum PresentationLayout {
    static func layer(for entry: PresentationEntry, on device: Device, isFirst: Bool,
                      collector: PresentationCollector) -> (PresentationHostBehavior.Layer, ViewNode) {
        let resolver = Resolver(entry: entry, collector: collector)
        switch entry.request {
        case .alert(let alert):
            let node = resolver.resolve(AlertCard(alert: alert).frame(maxWidth: .infinity, maxHeight: .infinity),
                                        environment: alert.environment)
            let layer = PresentationHostBehavior.Layer(
                backdrop: .dim(PresentationMetrics.alertDim(alert.environment.colorScheme)),
                frame: device.safeArea, screen: nil, kindName: "alert", transition: .alert)
            return (layer, node)
        case .confirmationDialog(let dialog):
            let bottom = device.safeAreaInsets.bottom > 0 ? 0 : ConfirmationDialogMetrics.margin
            // The dialog's cancel button leaves its action here as it resolves.
            let cancel = CancelActionSink()
            var environment = dialog.environment
            environment.cancelActionSink = cancel
            let node = resolver.resolve(VStack(spacing: 0) {
                Spacer(minLength: 0)
                ConfirmationDialogCards(dialog: dialog)
            }
            .padding(.horizontal, ConfirmationDialogMetrics.margin)
            .padding(.bottom, bottom), environment: environment)
            var layer = PresentationHostBehavior.Layer(
                backdrop: .dim(PresentationMetrics.alertDim(dialog.environment.colorScheme)),
                frame: device.safeArea, screen: nil, kindName: "confirmationDialog",
                transition: .slideUp(nil))
            // An action sheet on an iPhone ends on a tap outside it, as its cancel button does
            // (dismissing, then running the cancel's action).
            if entry.live != nil {
                let dismiss = entry.dismiss
                layer.outsideTap = cancel.action ?? { dismiss?() }
            }
            return (layer, node)
        case let .sheet(content, environment):
            let configuration = SheetConfiguration()
            var inner = environment
            inner.sheetConfiguration = configuration
            inner.isElevated = true
            inner.isPresented = true
            let contentNode = resolver.resolve(content, environment: inner, part: 0)
            // The detents' cards from the tallest to the shortest; the sheet rests at the selected
            // one, else (in a live host) where a drag left it, else at the shortest.
            var detents = configuration.detents
            if let selected = configuration.selection?.wrappedValue { detents.insert(selected) }
            if detents.isEmpty { detents = [.large] }
            let stops = detents.map { SheetDrag.Stop(detent: $0, frame: PresentationMetrics.sheetFrame($0, on: device)) }
                .sorted { ($0.frame.minY, $0.frame.height) < ($1.frame.minY, $1.frame.height) }
            let kept = entry.live.map {
                $0.graph.storedValue(owner: $0.identity, slot: SheetDrag.detentSlot, initial: PresentationDetent?.none)
            }
            let detent = configuration.selection?.wrappedValue
                ?? kept?.value.flatMap { detents.contains($0) ? $0 : nil }
                ?? stops[stops.count - 1].detent
            let resting = stops.first { $0.detent == detent }?.frame ?? PresentationMetrics.sheetFrame(detent, on: device)
            // On a live host the card follows a drag: it is laid out where the drag has moved it.
            var drag: SheetDrag?
            if let live = entry.live, let kept {
                let offset = live.graph.storedValue(owner: live.identity, slot: SheetDrag.storageSlot, initial: 0.0)
                let selection = configuration.selection
                drag = SheetDrag(offset: offset, dismiss: entry.dismiss,
                                 isDismissDisabled: configuration.interactiveDismissDisabled,
                                 resting: resting, stops: stops,
                                 select: { detent in
                                     if let selection { selection.wrappedValue = detent } else { kept.write(detent) }
                                 })
            }
            configuration.drag = drag
            // Dragged up, the card keeps its bottom at the screen's and grows (towards a taller
            // detent, or against the rubber band); dragged down, it moves down whole.
            let dragged = drag?.offset.value ?? 0
            let card = Rect(x: resting.minX, y: resting.minY + dragged, width: resting.width,
                            height: resting.height - min(0, dragged))
            let safe = Rect(x: card.minX + device.safeAreaInsets.leading, y: card.minY,
                            width: card.width - device.safeAreaInsets.horizontal,
                            height: max(0, card.height - device.safeAreaInsets.bottom))
            let showsIndicator = configuration.dragIndicator == .visible
                || (configuration.dragIndicator == .automatic && configuration.detents.count > 1)
            var cardEnvironment = environment
            cardEnvironment.isElevated = true
            let node = resolver.resolve(SheetCard(content: AnyView(PrebuiltNodes(contentNode)), showsIndicator: showsIndicator,
                                         cornerRadius: configuration.cornerRadius ?? PresentationMetrics.sheetCornerRadius,
                                         background: configuration.background ?? AnyShapeStyle(Color.systemBackground)),
                               environment: cardEnvironment, part: 2)
            // The first sheet pushes the screen back as its card nears the large detent: all the
            // way at it, part of the way between it and the next detent (there the screen is
            // dimmed as at that detent), as iOS cross-fades the two under a drag.
            var push = 0.0
            if isFirst, stops[0].detent == .large {
                if stops.count == 1 {
                    push = 1
                } else {
                    let span = stops[1].frame.minY - stops[0].frame.minY
                    push = span > 0 ? min(1, max(0, (stops[1].frame.minY - card.minY) / span)) : 1
                }
            }
            let backdrop: PresentationHostBehavior.Layer.Backdrop
            var backdropPush = 1.0
            var emphasis = 1.0
            if push > 0 && !configuration.backgroundInteraction {
                backdrop = .pushBack
                backdropPush = push
            } else if push > 0 {
                // Nothing behind a sheet the screen stays usable under, up to the push-back.
                backdrop = .pushBack
                emphasis = push
            } else if configuration.backgroundInteraction {
                backdrop = .none
            } else {
                backdrop = .dim(PresentationMetrics.sheetDim)
            }
            let radius = configuration.cornerRadius ?? PresentationMetrics.sheetCornerRadius
            var layer = PresentationHostBehavior.Layer(
                backdrop: backdrop, frame: safe, screen: (card, safe), kindName: "sheet",
                clip: UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius).path(in: card),
                transition: .slideUp(device.screen.maxY - resting.minY))
            layer.drag = drag
            layer.backdropPush = backdropPush
            // Dragged down below its shortest detent, the card takes the dimming (or push-back)
            // with it in proportion (inferred from iOS 17 recordings: the screen behind comes
            // forward as the card goes).
            let lowest = stops[stops.count - 1].frame
            let below = (resting.minY - lowest.minY) + dragged
            if below > 0 {
                emphasis *= max(0, 1 - below / max(1, lowest.height))
            }
            layer.backdropEmphasis = emphasis
            return (layer, node)
        case let .fullScreenCover(content, environment):
            var inner = environment
            inner.isPresented = true
            // A cover presented from a sheet's content is not in the sheet (no detents, no drag).
            inner.sheetConfiguration = nil
            let node = resolver.resolve(content.frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.systemBackground), environment: inner)
            let layer = PresentationHostBehavior.Layer(backdrop: .none, frame: device.safeArea, screen: nil,
                                                       kindName: "fullScreenCover",
                                                       transition: .slideUp(device.screen.height))
            return (layer, node)
        }
    }

    /// Resolves a presentation's views: with the collector (they may present more), the
    /// presentation's dismiss action, and in a live host in the view graph under the
    /// presentation's identity, so that its content keeps state and animates like any view.
    private struct Resolver {
        let entry: PresentationEntry
        let collector: PresentationCollector

        func resolve<V: View>(_ view: V, environment: EnvironmentValues, part: Int = 0) -> ViewNode {
            var context = ResolveContext(environment: environment)
            context.environment.presentationCollector = collector
            // `dismiss` inside the presentation ends it (not the screen or sheet presenting it).
            context.environment.dismissAction = DismissAction(action: entry.dismiss)
            if let live = entry.live {
                context.graph = live.graph
                context.identity = live.graph.identities.child(of: live.identity, .part(part))
                context.transaction = live.transaction
            }
            return resolveSingleNode(view, in: context) { nodes, context in
                ViewNode(behavior: LayoutBehavior(ZStackLayout(), name: "ZStack", properties: { $0.dumpProperties }),
                         children: nodes, environment: context.environment)
            }
        }
    }
}
