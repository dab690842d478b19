import Geometry
import Raster
import Typography

/// The leaf `Image(systemName:)` resolves to: one glyph of the symbol font in a box sized from
/// the environment's font and image scale, or a crossed box when the symbol is unavailable.
struct SymbolLeaf: LeafContent {
    let name: String
    /// The glyph and the font it comes from; nil draws the placeholder.
    let glyph: (font: SymbolFont, glyph: UInt32)?
    /// The symbol box's height at its natural size (the box is the icon grid's live area).
    let boxHeight: Double
    /// The natural size: the glyph's ink width by the box height (a square for the placeholder).
    let naturalSize: Size
    /// The cap height of the environment's font, in points: the symbol centres on it.
    let capHeight: Double
    let isResizable: Bool

    /// Resolves a symbol in `environment`, reporting a name the table or the font lacks.
    static func node(named requested: String, isResizable: Bool, environment: EnvironmentValues) -> ViewNode {
        // The environment's variant picks the nearest named form the stand-in table has.
        let name = environment.symbolVariants.resolvedName(for: requested)
        let textFont = environment.scaledFont(nil)
        let boxHeight = SymbolFont.boxHeight(pointSize: textFont.size, scale: environment.imageScale)
        var resolved: (font: SymbolFont, glyph: UInt32)?
        switch SymbolFont.shared {
        case .failure(let error):
            environment.renderIssueReporter?.report(.symbolUnavailable(name: name, reason: .fontUnavailable(error)))
        case .success(let font):
            if let glyph = font.glyph(named: name) {
                resolved = (font, glyph)
            } else {
                environment.renderIssueReporter?.report(.symbolUnavailable(name: name, reason: .unknownName))
            }
        }
        var width = boxHeight
        if let resolved, let ink = resolved.font.inkBox(glyph: resolved.glyph,
                                                        emSize: SymbolFont.emSize(boxHeight: boxHeight)) {
            width = ink.width
        }
        let capHeight: Double
        if let face = environment.fontCollection?.face(for: textFont) {
            capHeight = Double(face.capHeight) / Double(face.unitsPerEm) * textFont.size
        } else {
            capHeight = textFont.size * 0.7
        }
        // Like text, a symbol reports its size rounded up to whole device pixels.
        let scale = environment.displayScale
        func roundedUp(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
        let leaf = SymbolLeaf(name: name, glyph: resolved, boxHeight: boxHeight,
                              naturalSize: Size(width: roundedUp(width), height: roundedUp(boxHeight)),
                              capHeight: capHeight, isResizable: isResizable)
        return ViewNode(behavior: LeafBehavior(leaf), environment: environment)
    }

    var kindName: String { "Image" }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        var result = [("systemName", "\"\(name)\""), ("naturalSize", naturalSize.description)]
        if glyph == nil { result.append(("placeholder", "true")) }
        if isResizable { result.append(("resizable", "true")) }
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    /// The text baselines sit half a cap height below the box's centre, so a symbol beside text
    /// aligned on baselines is centred on the text's capitals, as SF Symbols are.
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize,
                           environment: EnvironmentValues) -> Double? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else {
            return nil
        }
        let scale = naturalSize.height > 0 ? size.height / naturalSize.height : 1
        return size.height / 2 + capHeight / 2 * scale
    }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        let effect = environment.symbolEffectAppearance
        guard rect.width > 0, rect.height > 0, !effect.isHidden, effect.opacity > 0 else { return }
        guard effect.opacity >= 1 else {
            // A pulse fades the symbol: drawn through a layer (overlapping glyph parts fade once).
            var inner = environment
            inner.symbolEffectAppearance.opacity = 1
            context.canvas.beginLayer(opacity: effect.opacity, in: rect.insetBy(dx: -rect.width, dy: -rect.height))
            draw(in: frame, proposal: proposal, environment: inner, context: context)
            context.canvas.endLayer()
            return
        }
        guard effect.scale == 1 else {
            // An active `.scale` effect holds the symbol larger or smaller about its centre.
            let transform = Transform.translation(x: -rect.midX, y: -rect.midY)
                .concatenating(.scale(x: effect.scale, y: effect.scale))
                .concatenating(.translation(x: rect.midX, y: rect.midY))
            var inner = environment
            inner.symbolEffectAppearance = SymbolEffectAppearance()
            return context.transformed(by: transform) {
                self.draw(in: frame, proposal: proposal, environment: inner, context: context)
            }
        }
        let style = (environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary))
            .resolved(in: environment)
        guard !style.isInvisible else { return }
        let paint = style.paint(in: rect)
        guard let (font, glyph) = glyph else {
            return SymbolPlaceholder.draw(in: rect, paint: paint, canvas: context.canvas)
        }
        // A resizable symbol keeps its proportions and is centred in its frame.
        let fit = min(rect.width / naturalSize.width, rect.height / naturalSize.height)
        let box = Size(width: naturalSize.width * fit, height: naturalSize.height * fit)
        let boxOrigin = Point(x: rect.midX - box.width / 2, y: rect.midY - box.height / 2)
        let draw = {
            font.draw(name: name, glyph: glyph, boxOrigin: boxOrigin, boxHeight: boxHeight * fit, paint: paint,
                      canvas: context.canvas)
        }
        // Directional symbols point the other way in a right-to-left layout, as SF Symbols do.
        if environment.layoutDirection == .rightToLeft, SystemSymbolTable.mirrorsInRightToLeft(name) {
            context.transformed(by: SystemSymbolTable.mirror(in: rect), draw)
        } else {
            draw()
        }
    }
}

/// What an unavailable symbol draws: a crossed box in the foreground style, so the gap is
/// visible in a golden and the layout around it does not move.
enum SymbolPlaceholder {
    static func draw(in rect: Rect, paint: Paint, canvas: Raster.Canvas) {
        let side = min(rect.width, rect.height)
        let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let lineWidth = max(1, side / 14)
        canvas.strokeBorder(Path(roundedRect: box, cornerRadius: side * 0.18, style: .continuous),
                            lineWidth: lineWidth, with: paint)
        let inset = box.insetBy(dx: side * 0.3, dy: side * 0.3)
        canvas.stroke(Path { path in
            path.move(to: Point(x: inset.minX, y: inset.minY))
            path.addLine(to: Point(x: inset.maxX, y: inset.maxY))
            path.move(to: Point(x: inset.maxX, y: inset.minY))
            path.addLine(to: Point(x: inset.minX, y: inset.maxY))
        }, lineWidth: lineWidth, with: paint)
    }
}
