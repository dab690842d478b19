import FeedshotUI

/// A full-screen page of a media feed (one item per screen, like Reels): the poster filling the
/// screen under a bottom gradient, the title centred 100 points above the bottom, and the cast as
/// small capsules below it.
public struct MediaPage: View {
    public var item: MediaItem
    public var cast: [CastMember]

    /// The most cast capsules shown; the rest are summarised as "+N".
    static let maximumCastShown = 3

    /// Creates the page of an item of a linked feed.
    public init(item: MediaItem, in feed: MediaFeed) {
        self.item = item
        self.cast = feed.cast(of: item)
    }

    public var body: some View {
        ZStack(alignment: .bottom) {
            // Offered the whole screen (the stack ignores the safe area), the clear colour sizes
            // the image, which fills it and is clipped to it.
            Color.clear
                .overlay {
                    Image(item.imageReference ?? "")
                        .resizable()
                        .scaledToFill()
                }
                .clipped()
            LinearGradient(stops: [Gradient.Stop(color: .black.opacity(0), location: 0.45),
                                   Gradient.Stop(color: .black.opacity(0.9), location: 1)],
                           startPoint: .top, endPoint: .bottom)
            VStack(spacing: 6) {
                Text(metadataLine)
                    .font(.subheadline)
                    .foregroundStyle(.white.opacity(0.7))
                Text(item.title)
                    .font(.title2.bold())
                    .foregroundStyle(.white)
                    .lineLimit(2)
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, 24)
            .padding(.bottom, 100)
            if !cast.isEmpty {
                HStack(spacing: 8) {
                    ForEach(cast.prefix(MediaPage.maximumCastShown), id: \.id) { member in
                        CastCapsule(member: member)
                    }
                    if cast.count > MediaPage.maximumCastShown {
                        Text("+\(cast.count - MediaPage.maximumCastShown)")
                            .font(.caption.bold())
                            .foregroundStyle(.white)
                            .padding(.horizontal, 10)
                            .frame(height: 32)
                            .background(Capsule().fill(Color.white.opacity(0.18)))
                    }
                }
                .padding(.horizontal, 16)
                .padding(.bottom, 52)
            }
        }
        .background(.darkBackground)
        .ignoresSafeArea()
    }

    /// The images the page draws (poster, then the portraits shown), for fetching ahead.
    public var imageReferences: [String] {
        ([item.imageReference] + cast.prefix(MediaPage.maximumCastShown).map(\.profileReference)).compactMap { $0 }
    }

    /// "Movie · 2024", "TV · 2023", or just the type when the date is unknown.
    var metadataLine: String {
        let type = item.mediaType.lowercased() == "tv" ? "TV" : item.mediaType.capitalized
        guard let year = item.releaseDate?.year else { return type }
        return "\(type) · \(year)"
    }
}

/// A cast member as a small capsule: a round portrait and the name.
struct CastCapsule: View {
    var member: CastMember

    var body: some View {
        HStack(spacing: 6) {
            Image(member.profileReference ?? "")
                .resizable()
                .scaledToFill()
                .frame(width: 24, height: 24)
                .clipShape(.circle)
            Text(member.name)
                .font(.caption.bold())
                .foregroundStyle(.white)
                .lineLimit(1)
        }
        .padding(.leading, 4)
        .padding(.trailing, 10)
        .frame(height: 32)
        .background(Capsule().fill(Color.white.opacity(0.18)))
    }
}
