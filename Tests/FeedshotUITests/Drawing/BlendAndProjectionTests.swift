import FeedshotTesting
import Testing
@testable import FeedshotUI

/// Blend modes, compositing groups, 3-D rotations, app geometry effects and visual effects,
/// written as app code writes them.
@Suite struct BlendAndProjectionTests {
    private let cyan = Color(red: 0, green: 1, blue: 1)
    private let yellow = Color(red: 1, green: 1, blue: 0)

    private func centre<V: View>(of view: V) -> PremultipliedRGBA {
        Renderer(scale: 1).render(view.frame(width: 4, height: 4), size: Size(width: 4, height: 4))[2, 2]
    }

    @Test func separableModesMixWithWhatIsBehind() {
        // W3C: multiply(cyan, yellow) = green; screen(red, blue) = magenta; difference(x, x) = black.
        #expect(centre(of: ZStack { cyan; yellow.blendMode(.multiply) })
                == PremultipliedRGBA(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(centre(of: ZStack { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1).blendMode(.screen) })
                == PremultipliedRGBA(red: 255, green: 0, blue: 255, alpha: 255))
        #expect(centre(of: ZStack { cyan; cyan.blendMode(.difference) })
                == PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255))
        // Normal draws over, as without the modifier.
        #expect(centre(of: ZStack { cyan; yellow.blendMode(.normal) }) == centre(of: ZStack { cyan; yellow }))
    }

    @Test func destinationOutPunchesThroughInsideACompositingGroup() {
        let punched = ZStack {
            cyan
            Color.black.frame(width: 2, height: 2).blendMode(.destinationOut)
        }.compositingGroup()
        let bitmap = Renderer(scale: 1).render(punched.frame(width: 4, height: 4), size: Size(width: 4, height: 4))
        #expect(bitmap[2, 2].alpha == 0)
        #expect(bitmap[0, 0] == PremultipliedRGBA(red: 0, green: 255, blue: 255, alpha: 255))
    }

    @Test func drawingGroupChangesNoPixelsOfOpaqueContent() {
        let plain = Renderer(scale: 1).render(Circle().fill(.blue).frame(width: 20, height: 20), size: Size(width: 20, height: 20))
        let grouped = Renderer(scale: 1).render(Circle().fill(.blue).frame(width: 20, height: 20).drawingGroup(),
                                                size: Size(width: 20, height: 20))
        #expect(plain == grouped)
    }

    @Test func rotation3DProjectionGeometry() {
        let size = Size(width: 100, height: 50)
        let none = rotation3DProjection(angle: .zero, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1, size: size)
        #expect(none.isIdentity || none.apply(to: Point(x: 10, y: 20)).map { abs($0.x - 10) + abs($0.y - 20) < 1e-9 } == true)
        // Half a turn about the vertical axis mirrors the view left to right in place.
        let half = rotation3DProjection(angle: .degrees(180), axis: (0, 1, 0), anchor: .center, anchorZ: 0,
                                        perspective: 1, size: size)
        let mirrored = half.apply(to: Point(x: 0, y: 10))
        #expect(mirrored.map { abs($0.x - 100) < 1e-6 && abs($0.y - 10) < 1e-6 } == true)
        // A partial turn: perspective makes one vertical edge shorter than the other, both centred
        // on the anchor's height.
        let turned = rotation3DProjection(angle: .degrees(50), axis: (0, 1, 0), anchor: .center, anchorZ: 0,
                                          perspective: 1, size: size)
        func edgeHeight(_ x: Double) -> Double? {
            guard let top = turned.apply(to: Point(x: x, y: 0)), let bottom = turned.apply(to: Point(x: x, y: 50)) else {
                return nil
            }
            #expect(abs((top.y + bottom.y) / 2 - 25) < 1e-6)
            return bottom.y - top.y
        }
        let leading = edgeHeight(0), trailing = edgeHeight(100)
        #expect(leading != nil && trailing != nil)
        if let leading, let trailing { #expect(abs(leading - trailing) > 5) }
        // The view's own axis is not turned: an axis of zero length draws the view as it is.
        let degenerate = rotation3DProjection(angle: .degrees(30), axis: (0, 0, 0), anchor: .center, anchorZ: 0,
                                              perspective: 1, size: size)
        #expect(degenerate.isIdentity)
    }

    @Test func projectionEffectsDoNotChangeLayout() {
        let plain = Renderer(scale: 1).layout(Color.red.frame(width: 40, height: 20).id("v"), size: Size(width: 80, height: 80))
        let turned = Renderer(scale: 1).layout(
            Color.red.frame(width: 40, height: 20).id("v").rotation3DEffect(.degrees(40), axis: (x: 1, y: 0, z: 0)),
            size: Size(width: 80, height: 80))
        #expect(plain.first(id: "v")?.frame == turned.first(id: "v")?.frame)
        #expect(turned.description.contains("rotation3DEffect"))
    }

    @Test func appGeometryEffectDrawsThroughItsTransform() {
        struct Shift: GeometryEffect {
            var amount: CGFloat
            var animatableData: CGFloat {
                get { amount }
                set { amount = newValue }
            }
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: amount, y: 0))
            }
        }
        let view = Color.black.frame(width: 10, height: 10).modifier(Shift(amount: 10)).frame(width: 30, height: 10,
                                                                                              alignment: .leading)
        let bitmap = Renderer(scale: 1).render(view, size: Size(width: 30, height: 10))
        #expect(bitmap[5, 5].alpha == 0)
        #expect(bitmap[15, 5] == PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func visualEffectReadsTheViewsGeometry() {
        let view = Color.black.frame(width: 10, height: 10)
            .visualEffect { content, proxy in content.offset(x: proxy.size.width).opacity(0.5) }
            .frame(width: 30, height: 10, alignment: .leading)
        let bitmap = Renderer(scale: 1).render(view, size: Size(width: 30, height: 10))
        #expect(bitmap[5, 5].alpha == 0)
        #expect(abs(Int(bitmap[15, 5].alpha) - 128) <= 1)
        #expect(bitmap[25, 5].alpha == 0)
    }

    @Test func effectsSheet() {
        let sheet = VStack(spacing: 24) {
            HStack(spacing: 16) {
                ForEach([BlendMode.multiply, .screen, .overlay, .difference, .luminosity], id: \.self) { mode in
                    ZStack {
                        LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
                        Circle().fill(.teal).padding(8).blendMode(mode)
                    }
                    .frame(width: 56, height: 56)
                    .clipShape(.rect(cornerRadius: 10))
                }
            }
            HStack(spacing: 28) {
                ForEach([0.0, 35, 70], id: \.self) { degrees in
                    Text("Card")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(width: 80, height: 56)
                        .background(.blue, in: .rect(cornerRadius: 12))
                        .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
                }
            }
        }
        .padding(20)
        .background(.white)
        assertSnapshot(of: sheet, size: nil, scale: 2, named: "sheet")
    }
}
