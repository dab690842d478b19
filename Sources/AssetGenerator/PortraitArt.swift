import FeedshotUI

/// An astronaut portrait: a spacesuited figure in a helmet whose gold visor reflects the lunar
/// horizon, in front of a studio backdrop. No faces: the project draws its own portraits rather
/// than shipping photographs. 300 x 220 points, opaque (saved as JPEG).
struct AstronautPortraitArt: View {
    static let size = Size(width: 300, height: 220)
    var astronautID: String

    var body: some View {
        var random = ArtRandom(name: astronautID)
        let hue = random.value(in: 0...1)
        let stripe = ArtColor.hsb(random.value(in: 0...1), 0.7, 0.8)
        let lean = random.value(in: -18...18)
        return ZStack {
            LinearGradient(colors: [ArtColor.hsb(hue, 0.35, 0.8), ArtColor.hsb(hue + 0.08, 0.55, 0.3)],
                           startPoint: .topLeading, endPoint: .bottomTrailing)
            RadialGradient(colors: [Color.white.opacity(0.35), Color.white.opacity(0)],
                           center: UnitPoint(x: random.value(in: 0.2...0.8), y: 0.2), startRadius: 0, endRadius: 200)
            // Shoulders and chest.
            Ellipse()
                .fill(LinearGradient(colors: [Color(white: 0.97), Color(white: 0.72)], startPoint: .top, endPoint: .bottom))
                .frame(width: 250, height: 170)
                .offset(x: lean * 0.3, y: 118)
            Capsule().fill(stripe).frame(width: 16, height: 90).offset(x: lean * 0.3 - 88, y: 120)
            Circle().fill(stripe.opacity(0.9)).frame(width: 26, height: 26).offset(x: lean * 0.3 + 62, y: 92)
            // Neck ring.
            Capsule()
                .fill(LinearGradient(colors: [Color(white: 0.85), Color(white: 0.45)], startPoint: .top, endPoint: .bottom))
                .frame(width: 118, height: 30)
                .offset(x: lean * 0.5, y: 50)
            // Helmet and visor.
            ZStack {
                Circle()
                    .fill(RadialGradient(colors: [Color.white, Color(white: 0.7)], center: UnitPoint(x: 0.35, y: 0.3),
                                         startRadius: 0, endRadius: 110))
                ZStack {
                    LinearGradient(colors: [Color(red: 0.98, green: 0.82, blue: 0.42), Color(red: 0.55, green: 0.33, blue: 0.08)],
                                   startPoint: .top, endPoint: .bottom)
                    Ellipse().fill(ArtColor.moonDark.opacity(0.8)).frame(width: 200, height: 60).offset(y: 46)
                    Ellipse().fill(Color.white.opacity(0.45)).frame(width: 34, height: 16).offset(x: -28, y: -26)
                }
                .frame(width: 108, height: 86)
                .clipShape(.rect(cornerRadius: 40))
                .offset(y: 4)
            }
            .frame(width: 146, height: 146)
            .offset(x: lean, y: -20)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .clipped()
    }
}

/// A cast member's avatar: a head-and-shoulders silhouette on a coloured backdrop.
/// 120 x 120 points, opaque.
struct CastAvatarArt: View {
    static let size = 120.0
    var name: String

    var body: some View {
        var random = ArtRandom(name: name)
        let hue = random.value(in: 0...1)
        let skin = ArtColor.hsb(random.value(in: 0.04...0.09), random.value(in: 0.3...0.55), random.value(in: 0.45...0.9))
        let hair = ArtColor.hsb(random.value(in: 0.02...0.12), 0.5, random.value(in: 0.1...0.6))
        return ZStack {
            LinearGradient(colors: [ArtColor.hsb(hue, 0.45, 0.85), ArtColor.hsb(hue + 0.1, 0.6, 0.45)],
                           startPoint: .top, endPoint: .bottom)
            Ellipse().fill(ArtColor.hsb(hue + 0.5, 0.4, 0.35)).frame(width: 110, height: 70).offset(y: 52)
            Ellipse().fill(hair).frame(width: 54, height: 58).offset(y: -14)
            Ellipse().fill(skin).frame(width: 46, height: 54).offset(y: -6)
        }
        .frame(width: Self.size, height: Self.size)
        .clipped()
    }
}
