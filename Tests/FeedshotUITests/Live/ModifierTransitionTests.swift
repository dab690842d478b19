import FeedshotTesting
import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// `AnyTransition.modifier(active:identity:)` on a live host: the view comes wearing the active
/// modifier and animates to the identity one (and back when it goes), the modifier's animatable
/// effects interpolating.
@Suite struct ModifierTransitionTests {
    /// Rotates the view about a corner and clips it: the corpus's pivot transition.
    struct CornerRotate: ViewModifier {
        let amount: Double
        let anchor: UnitPoint
        func body(content: Content) -> some View {
            content.rotationEffect(.degrees(amount), anchor: anchor).clipped()
        }
    }

    struct Pivot: View {
        @State private var shows = false
        var body: some View {
            ZStack {
                Color.blue.frame(width: 60, height: 60)
                if shows {
                    Color.orange.frame(width: 60, height: 60)
                        .transition(.modifier(active: CornerRotate(amount: -90, anchor: .topLeading),
                                              identity: CornerRotate(amount: 0, anchor: .topLeading)))
                        .id("pivot")
                }
            }
            .frame(width: 60, height: 60)
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.linear(duration: 1)) { shows.toggle() } }
            .id("box")
        }
    }

    static func host() -> ViewHost {
        ViewHost(Pivot().frame(width: 80, height: 80), on: Device(name: "pivot", size: Size(width: 80, height: 80)),
                 renderer: Renderer(scale: 1))
    }

    /// The presented rotation of the inserted view, in degrees.
    func angle(_ host: ViewHost) -> Double? {
        host.layout().first(id: "pivot")?.first(kind: "rotationEffect")?[property: "angle"]
            .flatMap { Double($0.replacingOccurrences(of: "°", with: "")) }
    }

    func expectAngle(_ host: ViewHost, _ degrees: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let value = angle(host)
        #expect(value.map { abs($0 - degrees) < 1e-3 } == true, "angle \(String(describing: value)), expected \(degrees)",
                sourceLocation: sourceLocation)
    }

    @Test func theViewRotatesFromTheActiveToTheIdentityModifierAndBack() throws {
        let host = Self.host()
        #expect(host.layout().first(id: "pivot") == nil)
        host.tap(id: "box")
        expectAngle(host, -90)
        host.advance(by: 0.5)
        expectAngle(host, -45)
        host.advance(by: 0.75)
        expectAngle(host, 0)
        #expect(!host.isAnimating)
        // Removal runs back to the active modifier, then the view goes.
        host.tap(id: "box")
        host.advance(by: 0.25)
        expectAngle(host, -22.5)
        host.advance(by: 1)
        #expect(host.layout().first(id: "pivot") == nil)
    }

    @Test func midFlightGolden() {
        let host = Self.host()
        host.tap(id: "box")
        host.advance(by: 0.5)
        assertSnapshot(of: host, named: "pivot-mid")
    }

    @Test func aStillRenderShowsTheIdentityModifier() {
        let view = Color.orange.frame(width: 10, height: 10)
            .transition(.modifier(active: CornerRotate(amount: -90, anchor: .topLeading),
                                  identity: CornerRotate(amount: 30, anchor: .topLeading)))
        let tree = Renderer(scale: 1).layout(view, size: Size(width: 10, height: 10))
        #expect(tree.first(kind: "rotationEffect")?[property: "angle"] == Angle.degrees(30).description)
    }

    @Test func asymmetricAndCombinedKeepTheirModifiers() {
        let pivot = AnyTransition.modifier(active: CornerRotate(amount: -90, anchor: .center),
                                           identity: CornerRotate(amount: 0, anchor: .center))
        let asymmetric = AnyTransition.asymmetric(insertion: pivot, removal: .opacity)
        #expect(asymmetric.animatesInsertion && asymmetric.modifiers.count == 1)
        #expect(asymmetric.modifiers.allSatisfy { $0.onInsertion && !$0.onRemoval })
        let combined = pivot.combined(with: .scale)
        #expect(combined.modifiers.count == 1 && !combined.insertion.isIdentity)
        #expect(!AnyTransition.identity.animatesInsertion && AnyTransition.identity.modifiers.isEmpty)
    }
}
