import Geometry
import Testing
@testable import FeedshotUI

/// Named coordinate spaces (`coordinateSpace(name:)`, `.named`, `.scrollView`) as a
/// `GeometryProxy` and a gesture see them.
@Suite struct CoordinateSpaceTests {
    /// A reader 50 points below the top of a padded, named stack.
    struct Measured: View {
        let space: CoordinateSpace
        var body: some View {
            VStack(spacing: 0) {
                Color.gray.frame(height: 50)
                GeometryReader { proxy in
                    let frame = proxy.frame(in: space)
                    Text("\(Int(frame.minX)),\(Int(frame.minY))")
                }
                .frame(height: 40)
            }
            .padding(20)
            .coordinateSpace(name: "card")
            .padding(.top, 30)
        }
    }

    @Test func aReaderMeasuresItselfInANamedAncestor() {
        let size = Size(width: 200, height: 300)
        let named = LiveTest.texts(layout(Measured(space: .named("card")), width: size.width, height: size.height))
        let global = LiveTest.texts(layout(Measured(space: .global), width: size.width, height: size.height))
        let unknown = LiveTest.texts(layout(Measured(space: .named("nowhere")), width: size.width, height: size.height))
        // Inside the named padding: 20 of padding, then the 50-point bar.
        #expect(named == ["20,70"])
        // The whole is centred on the screen: (300 − 30 − 130) / 2 = 70 above the top padding.
        #expect(global == ["20,170"])
        #expect(unknown == global)
        // iOS 17's spelling names the same space.
        let modern = VStack { GeometryReader { Text("\(Int($0.frame(in: .named("x")).minY))") } }
            .padding(.top, 12).coordinateSpace(.named("x")).frame(height: 100)
        #expect(LiveTest.texts(layout(modern, width: 200, height: 100)) == ["12"])
    }

    @Test func scrollViewSpaceIsTheVisibleArea() {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                GeometryReader { proxy in
                    Text("\(Int(proxy.frame(in: .scrollView).minY)) \(Int(proxy.frame(in: .global).minY))")
                }
                .frame(height: 40)
                Color.gray.frame(height: 1000)
            }
        }
        .defaultScrollAnchor(.bottom)
        .padding(.top, 30)
        // Content 1140 tall in a 270-point viewport scrolled to its end: 870 up.
        #expect(LiveTest.texts(layout(view, width: 200, height: 300)) == ["-770 -740"])
    }

    @Test func aGestureReportsLocationsInANamedSpace() {
        let log = EventLog()
        let view = ZStack {
            Color.red.frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("outer")).onEnded { value in
                    log.append("\(Int(value.location.x)),\(Int(value.location.y))")
                })
        }
        .padding(40)
        .coordinateSpace(name: "outer")
        let host = LiveTest.host(view)
        // The padded stack (180 × 180) is centred on the 200 × 300 canvas: its corner at (10, 60).
        host.tap(at: Point(x: 60, y: 110))
        #expect(log.entries == ["50,50"])
    }
}
