import Feeds
import FeedshotUI

/// A film or series poster: a sky gradient, a large planet with its horizon, stars, the title set
/// large at the top and a release line at the bottom. 300 x 450 points, opaque (JPEG).
struct PosterArt: View {
    static let size = Size(width: 300, height: 450)
    var item: MediaItem
    var imageName: String

    var body: some View {
        var random = ArtRandom(name: imageName)
        let hue = random.value(in: 0...1)
        let planetSize = random.value(in: 380...520)
        let planetX = random.value(in: -60...60)
        return ZStack {
            LinearGradient(colors: [ArtColor.hsb(hue, 0.7, 0.12), ArtColor.hsb(hue + 0.08, 0.6, 0.45),
                                    ArtColor.hsb(hue + 0.15, 0.5, 0.85)],
                           startPoint: .top, endPoint: .bottom)
            StarField(seed: imageName, count: 40)
                .fill(Color.white.opacity(0.8))
                .frame(width: 420, height: 420)
                .offset(y: -80)
            Circle()
                .fill(RadialGradient(colors: [ArtColor.hsb(hue + 0.5, 0.35, 0.9), ArtColor.hsb(hue + 0.55, 0.6, 0.25)],
                                     center: UnitPoint(x: 0.4, y: 0.2), startRadius: 0, endRadius: planetSize * 0.7))
                .frame(width: planetSize, height: planetSize)
                .offset(x: planetX, y: 150 + planetSize * 0.22)
            VStack(spacing: 10) {
                Text(item.title.uppercased())
                    .font(.system(size: 32, weight: .heavy))
                    .foregroundStyle(.white)
                    .multilineTextAlignment(.center)
                Rectangle().fill(Color.white.opacity(0.7)).frame(width: 60, height: 2)
                Spacer()
                Text(releaseLine)
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundStyle(.white.opacity(0.85))
            }
            .padding(.top, 40)
            .padding(.bottom, 26)
            .padding(.horizontal, 24)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .clipped()
    }

    var releaseLine: String {
        let kind = item.mediaType.lowercased() == "tv" ? "A SERIES" : "A FILM"
        guard let date = item.releaseDate else { return "\(kind) · COMING SOON" }
        return "\(kind) · \(date.formatted(.long).uppercased())"
    }
}
