import FeedshotTesting
import Testing
@testable import FeedshotUI

/// Shadows and blurs, written as SwiftUI code writes them.
@Suite struct EffectSnapshotTests {
    struct Tile: View {
        let title: String
        var body: some View {
            Text(title)
                .font(.headline)
                .frame(width: 88, height: 56)
                .background(.white, in: .rect(cornerRadius: 12))
        }
    }

    struct EffectSheet: View {
        var body: some View {
            VStack(spacing: 28) {
                HStack(spacing: 24) {
                    Tile(title: "none")
                    Tile(title: "radius 4")
                        .shadow(radius: 4)
                    Tile(title: "10, y: 6")
                        .shadow(color: .black.opacity(0.25), radius: 10, x: 0, y: 6)
                }
                HStack(spacing: 24) {
                    Text("Shadow")
                        .font(.title.bold())
                        .foregroundStyle(.white)
                        .shadow(color: .black, radius: 2, x: 1, y: 1)
                    Image(systemName: "star.fill")
                        .font(.largeTitle)
                        .foregroundStyle(.yellow)
                        .shadow(color: .orange, radius: 6)
                    Circle()
                        .fill(.blue)
                        .frame(width: 44, height: 44)
                        .shadow(color: .blue.opacity(0.6), radius: 8, x: 4, y: 4)
                }
                HStack(spacing: 24) {
                    Text("Blur 0")
                        .font(.title2.bold())
                    Text("Blur 1")
                        .font(.title2.bold())
                        .blur(radius: 1)
                    Text("Blur 3")
                        .font(.title2.bold())
                        .blur(radius: 3)
                    Image(systemName: "heart.fill")
                        .font(.largeTitle)
                        .foregroundStyle(.red)
                        .blur(radius: 6)
                }
                ZStack {
                    LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing)
                    Text("opaque")
                        .font(.title.bold())
                        .foregroundStyle(.white)
                }
                .frame(width: 300, height: 50)
                .blur(radius: 4, opaque: true)
            }
            .padding(24)
            .background(Color(red: 0.93, green: 0.93, blue: 0.95))
        }
    }

    @Test func shadowsAndBlurs() {
        assertSnapshot(of: EffectSheet(), size: nil, scale: 2, named: "sheet")
    }

    @Test func effectsDoNotChangeLayout() {
        let plain = layout(Tile(title: "x").id("t"))
        let shadowed = layout(Tile(title: "x").id("t").shadow(radius: 10, x: 5, y: 5).blur(radius: 3))
        #expect(frame("t", in: plain) == frame("t", in: shadowed))
        #expect(shadowed.description.contains("shadow") && shadowed.description.contains("blur"))
    }

    @Test func shadowReachesRadiusTimesThreeBeyondTheView() {
        // A 10-point square with a 2-point shadow at 1x: shadow pixels out to about 6 points.
        let view = Color.black.frame(width: 10, height: 10).shadow(color: .red, radius: 2).padding(10)
        let bitmap = Renderer(scale: 1).render(view)
        #expect(bitmap[5, 15].alpha > 0)       // 5 points left of the square: inside 3σ
        #expect(bitmap[1, 15].alpha == 0)      // 9 points away: beyond it
        #expect(bitmap[15, 15] == PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255))
    }
}
