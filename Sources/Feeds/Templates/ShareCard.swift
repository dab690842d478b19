import FeedshotUI

/// The share card of `CARD_SPEC.md`: the mission badge filling the screen under a scrim, up to
/// three crew portraits in capsules, and the mission's name and launch date bottom-centred.
///
/// Peers (Skia, Pillow, cairo, resvg) draw the same card, so its geometry is fixed by the spec:
/// the title block's bottom edge sits 100 points above the canvas bottom, the crew row 24 points
/// above the title block, cells are 104 x 72 with a 1-point border inside the capsule.
public struct ShareCard: View {
    public var mission: Mission
    /// The crew's portrait asset names, in crew order (at most three are shown).
    public var crewImageNames: [String]

    /// Creates the card of a mission.
    public init(mission: Mission, crewImageNames: [String]) {
        self.mission = mission
        self.crewImageNames = crewImageNames
    }

    /// Creates the card of a mission of a linked feed.
    public init(mission: Mission, in feed: MoonshotFeed) {
        self.init(mission: mission, crewImageNames: feed.crew(of: mission).map(\.astronautID))
    }

    public var body: some View {
        ZStack(alignment: .bottom) {
            // Offered the whole screen (the stack ignores the safe area), the clear colour sizes
            // the image, which fills it and is clipped to it.
            Color.clear
                .overlay {
                    Image(mission.image)
                        .resizable()
                        .scaledToFill()
                }
                .clipped()
            LinearGradient(stops: [Gradient.Stop(color: .black.opacity(0), location: 0.5),
                                   Gradient.Stop(color: .black.opacity(0.85), location: 1)],
                           startPoint: .top, endPoint: .bottom)
            VStack(spacing: 24) {
                if !crewImageNames.isEmpty {
                    HStack(spacing: 12) {
                        ForEach(Array(crewImageNames.prefix(3).enumerated()), id: \.offset) { _, name in
                            CrewPortrait(imageName: name)
                        }
                    }
                }
                VStack(spacing: 4) {
                    Text(mission.displayName)
                        .font(.system(size: 34, weight: .bold))
                        .foregroundStyle(.white)
                    Text(mission.formattedLaunchDate(.long))
                        .font(.system(size: 17))
                        .foregroundStyle(.white.opacity(0.7))
                }
                .multilineTextAlignment(.center)
                // CARD_SPEC fixes line heights by the font's metrics, unrounded: the block's top
                // lands on y = 2035 px like the peers' cards.
                .textSizeRounding(.none)
                .padding(.horizontal, 24)
            }
            .padding(.bottom, 100)
        }
        .background(.darkBackground)
        .ignoresSafeArea()
    }
}

/// A crew portrait: scaled to fill 104 x 72, clipped to a capsule, with a 1-point white border
/// inside the capsule (so the border covers the portrait's anti-aliased edge: no dark halo).
struct CrewPortrait: View {
    var imageName: String

    var body: some View {
        Image(imageName)
            .resizable()
            .scaledToFill()
            .frame(width: 104, height: 72)
            .clipShape(.capsule)
            .overlay(Capsule().strokeBorder(.white, lineWidth: 1))
    }
}
