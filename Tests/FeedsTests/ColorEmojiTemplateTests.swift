import FeedshotTestSupport
import FeedshotTesting
import FeedshotUI
import Testing
@testable import Feeds

/// Emoji in feed text draw in colour with the bundled Noto Color Emoji, in the fallback chain
/// after Inter: the launch screen's rocket line, and a caption with a ZWJ sequence, a flag and a
/// skin tone. Golden images at scale 3 (small crops), approved by eye.
@Suite struct ColorEmojiTemplateTests {
    static func line(_ text: String, font: Font) -> some View {
        Text(text)
            .font(font)
            .foregroundStyle(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(.darkBackground)
    }

    @Test func launchRocketLine() throws {
        let launch = Launch(rocket: Launch.Rocket(name: "Falcon 9", type: "FT"))
        let text = try #require(launch.rocketLine)
        #expect(text == "🚀 Falcon 9 (FT)")
        assertSnapshot(of: Self.line(text, font: .body), size: nil, named: "falcon9")
    }

    @Test func captionWithFlagsSkinTonesAndZWJSequences() {
        assertSnapshot(of: Self.line("Crew 👩‍🚀👨🏿‍🚀 from 🇺🇸🇯🇵🇪🇺 · 👍🏽👋🏻 · 👨‍👩‍👧 ❤️ 1️⃣", font: .caption),
                       size: nil, named: "caption")
    }
}
