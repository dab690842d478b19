import FeedshotUI

/// Images for snapshot tests, drawn with FeedshotUI itself so that no binary fixture is needed.
enum SnapshotFixtures {
    /// A 1000 × 500 pixel test card: four coloured quadrants, a white centre disc and a dark
    /// frame, so crops, squashes and letterboxes are easy to see.
    static let testCard: Bitmap = Renderer(scale: 1).render(
        ZStack {
            VStack(spacing: 0) {
                HStack(spacing: 0) { Color.red; Color.green }
                HStack(spacing: 0) { Color.blue; Color.yellow }
            }
            Circle().fill(.white).frame(width: 300, height: 300)
            Rectangle().strokeBorder(Color.black, lineWidth: 20)
        },
        size: Size(width: 1000, height: 500))

    /// A mission badge: a gradient disc with the mission number, 300 × 300 pixels (100 points
    /// at 3x).
    static func badge(_ number: Int) -> Bitmap {
        Renderer(scale: 3).render(
            ZStack {
                Circle().fill(RadialGradient(colors: [Color(red: 0.95, green: 0.8, blue: 0.4),
                                                      Color(red: 0.75, green: 0.35, blue: 0.15)],
                                             center: .center, startRadius: 5, endRadius: 50))
                Circle().strokeBorder(Color.white, lineWidth: 4)
                Text("\(number)").font(.system(size: 36, weight: .bold)).foregroundStyle(.white)
            },
            size: Size(width: 100, height: 100))
    }
}
