import Feeds
import FeedshotUI

/// A mission badge in the style of an Apollo patch: a coloured ring, a night sky with stars, the
/// Moon (and Earth on some missions), the spacecraft, and a ribbon with the mission's name.
/// Transparent outside the circle, 300 x 300 points.
struct MissionBadgeArt: View {
    static let size = 300.0
    var mission: Mission

    var body: some View {
        var random = ArtRandom(name: mission.image)
        let hue = random.value(in: 0...1)
        let skyHue = random.value(in: 0.58...0.72)
        let showsEarth = mission.id % 3 != 1
        let moonSize = random.value(in: 80...120)
        let moonX = random.value(in: -40...40)
        let craftIsRocket = mission.id % 2 == 0
        let memorial = mission.launchDate == nil
        let ring = memorial ? Color(red: 0.2, green: 0.2, blue: 0.24) : ArtColor.hsb(hue, 0.65, 0.75)
        let ringLight = memorial ? Color(red: 0.42, green: 0.42, blue: 0.48) : ArtColor.hsb(hue, 0.45, 0.95)
        return ZStack {
            Circle()
                .fill(RadialGradient(colors: [ringLight, ring], center: .topLeading, startRadius: 40, endRadius: 380))
            Circle()
                .strokeBorder(Color.white, lineWidth: 7)
            ZStack {
                Circle()
                    .fill(RadialGradient(colors: [ArtColor.hsb(skyHue, 0.7, 0.4), ArtColor.hsb(skyHue + 0.04, 0.85, 0.07)],
                                         center: UnitPoint(x: 0.5, y: 0.25), startRadius: 0, endRadius: 170))
                StarField(seed: mission.image + "-stars", count: 26)
                    .fill(Color.white.opacity(0.9))
                if showsEarth {
                    Circle()
                        .fill(LinearGradient(colors: [Color(red: 0.35, green: 0.62, blue: 0.95),
                                                      Color(red: 0.08, green: 0.22, blue: 0.55)],
                                             startPoint: .topLeading, endPoint: .bottomTrailing))
                        .frame(width: 46, height: 46)
                        .offset(x: -moonX * 0.6 + 40, y: -58)
                }
                ZStack {
                    Circle().fill(RadialGradient(colors: [ArtColor.moonLight, ArtColor.moonDark],
                                                 center: UnitPoint(x: 0.35, y: 0.3), startRadius: 0, endRadius: moonSize))
                    Craters(seed: mission.image + "-craters").fill(ArtColor.moonDark.opacity(0.45))
                }
                .frame(width: moonSize, height: moonSize)
                .offset(x: moonX, y: 62)
                Group {
                    if craftIsRocket {
                        Rocket().fill(Color.white).frame(width: 44, height: 96)
                    } else {
                        CommandModule().fill(Color.white).frame(width: 70, height: 58)
                    }
                }
                .offset(x: -moonX * 0.6, y: -8)
                Star().fill(ArtColor.gold).frame(width: 34, height: 34).offset(x: 64, y: -20)
            }
            .clipShape(.circle)
            .padding(38)
            Circle()
                .strokeBorder(ArtColor.gold, lineWidth: 4)
                .padding(38)
            ZStack {
                Ribbon().fill(memorial ? Color(red: 0.12, green: 0.12, blue: 0.15) : ArtColor.hsb(hue + 0.5, 0.7, 0.55))
                Ribbon().stroke(Color.white, lineWidth: 3)
                Text(mission.displayName.uppercased())
                    .font(.system(size: 25, weight: .heavy))
                    .foregroundStyle(.white)
            }
            .frame(width: 270, height: 52)
            .offset(y: -104)
        }
        .frame(width: Self.size, height: Self.size)
    }
}

/// A launch's mission patch: a hexagon with a station ring and a rocket.
struct LaunchPatchArt: View {
    static let size = 300.0
    var name: String

    var body: some View {
        var random = ArtRandom(name: name)
        let hue = random.value(in: 0...1)
        return ZStack {
            Hexagon().fill(LinearGradient(colors: [ArtColor.hsb(hue, 0.55, 0.9), ArtColor.hsb(hue + 0.05, 0.75, 0.45)],
                                          startPoint: .top, endPoint: .bottom))
            Hexagon().stroke(Color.white, lineWidth: 8).padding(6)
            Circle().strokeBorder(Color.white.opacity(0.85), lineWidth: 10).frame(width: 170, height: 170)
            Rocket().fill(Color.white).frame(width: 56, height: 130)
            StarField(seed: name, count: 14).fill(Color.white.opacity(0.8)).frame(width: 210, height: 210)
        }
        .frame(width: Self.size, height: Self.size)
    }
}
