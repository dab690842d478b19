import FeedshotTesting
import Testing
@testable import FeedshotUI

/// `Canvas` and its `GraphicsContext`, written as app code writes them.
@Suite struct CanvasViewTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let opaqueRed = PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255)

    @Test func fillsInTheViewsCoordinatesAndTakesTheOfferedSpace() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(red))
        }
        let tree = Renderer(scale: 1).layout(canvas.id("c"), size: Size(width: 20, height: 10))
        #expect(tree.first(id: "c")?.frame == Rect(x: 0, y: 0, width: 20, height: 10))
        let bitmap = Renderer(scale: 1).render(canvas.padding(5), size: Size(width: 30, height: 20))
        #expect(bitmap[7, 10] == opaqueRed)      // inside the left half, 5 points in
        #expect(bitmap[2, 10].alpha == 0)        // in the padding
        #expect(bitmap[20, 10].alpha == 0)       // the right half
    }

    @Test func copiesOfTheContextTransformIndependently() {
        let canvas = Canvas { context, _ in
            var moved = context
            moved.translateBy(x: 10, y: 0)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(red))
            context.fill(Path(CGRect(x: 0, y: 5, width: 5, height: 5)), with: .color(.black))
        }
        let bitmap = Renderer(scale: 1).render(canvas.frame(width: 20, height: 10), size: Size(width: 20, height: 10))
        #expect(bitmap[12, 2] == opaqueRed)
        #expect(bitmap[2, 2].alpha == 0)
        #expect(bitmap[2, 7] == PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func drawingIsClippedToTheFrameAndOpacityApplies() {
        let canvas = Canvas { context, size in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: -20, y: -20, width: 100, height: 100)), with: .color(.black))
        }
        let bitmap = Renderer(scale: 1).render(canvas.frame(width: 10, height: 10).padding(5), size: Size(width: 20, height: 20))
        #expect(abs(Int(bitmap[10, 10].alpha) - 128) <= 1)
        #expect(bitmap[2, 2].alpha == 0)
    }

    @Test func evenOddFillLeavesAHole() {
        let canvas = Canvas { context, _ in
            var ring = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
            ring.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
            context.fill(ring, with: .color(red), style: FillStyle(eoFill: true))
        }
        let bitmap = Renderer(scale: 1).render(canvas.frame(width: 20, height: 20), size: Size(width: 20, height: 20))
        #expect(bitmap[2, 10] == opaqueRed)
        #expect(bitmap[10, 10].alpha == 0)
    }

    /// A small chart drawn as an app's canvas draws one: gradient fill, strokes, text labels.
    struct Chart: View {
        let values: [Double] = [3, 5, 4, 7, 6, 9, 8]
        var body: some View {
            Canvas { context, size in
                let step = size.width / Double(values.count - 1)
                var line = Path()
                for (index, value) in values.enumerated() {
                    let point = CGPoint(x: Double(index) * step, y: size.height - value / 10 * size.height)
                    if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
                }
                var area = line
                area.addLine(to: CGPoint(x: size.width, y: size.height))
                area.addLine(to: CGPoint(x: 0, y: size.height))
                area.closeSubpath()
                context.fill(area, with: .linearGradient(Gradient(colors: [.blue.opacity(0.5), .blue.opacity(0.05)]),
                                                         startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
                context.stroke(line, with: .color(.blue), lineWidth: 2)
                context.draw(Text("Weekly steps").font(.caption).foregroundStyle(.secondary),
                             at: CGPoint(x: 4, y: 4), anchor: .topLeading)
            }
            .frame(width: 240, height: 120)
            .padding()
        }
    }

    @Test func chart() {
        assertLightAndDark(Chart(), size: Size(width: 272, height: 152))
    }
}
