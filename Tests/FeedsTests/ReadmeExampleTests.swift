import FeedshotTestSupport
import FeedshotUI
import Testing

/// The README's "Writing cards in Swift" example, kept compiling and working.
@Suite struct ReadmeExampleTests {
    struct Badge: View {
        var body: some View {
            VStack(spacing: 8) {
                Image("apollo11").resizable().scaledToFit().frame(width: 120, height: 120)
                Text("Apollo 11").font(.title.bold()).foregroundStyle(.white)
            }
            .padding()
            .background(Color(red: 0.1, green: 0.1, blue: 0.2))
            .clipShape(.rect(cornerRadius: 16))
        }
    }

    @Test func theExampleRendersAndWrites() throws {
        let folder = try TemporaryFolder()
        let renderer = Renderer(scale: 3, assets: try AssetCatalog(directory: RepositoryPaths.assets + "/Images"))
        let bitmap = renderer.render(Badge())
        try writeFileAtomically(try PNGEncoder.encode(bitmap), to: folder.file("badge.png"))
        // The wider of the badge (120) and the title, plus 16 points of padding on each side, at scale 3.
        #expect(bitmap.width >= (120 + 32) * 3 && bitmap.width < (200 + 32) * 3)
        #expect(bitmap.height > (120 + 8 + 32) * 3)
        #expect(renderer.layout(Badge()).first(kind: "Text")?[property: "text"] == "\"Apollo 11\"")
        #expect(TemporaryFolder.bytes(at: folder.file("badge.png"))?.isEmpty == false)
    }
}
