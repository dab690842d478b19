import FeedshotTesting
import FeedshotUI
import Testing

/// Golden images for the visual cases of the layout issue, drawn small (1x or 2x) so they are
/// quick to compare and easy to inspect.
@Suite struct ProveItSnapshotTests {
    @Test func textBackgroundAndPaddingOrder() {
        let view = VStack(spacing: 12) {
            Text("Hello").background(Color.red)
            Text("Hello").padding().background(Color.red)
            Text("Hello").background(Color.red).padding().border(Color.gray)
        }
        .padding(8)
        assertSnapshot(of: view, size: nil, scale: 2, named: "stack")
    }

    @Test(arguments: ["plain", "clipped", "resizable", "fit", "fill", "fill-clipped"])
    func imageInFixedFrame(mode: String) {
        let image = Image(bitmap: SnapshotFixtures.testCard)
        let framed: AnyView
        switch mode {
        case "plain": framed = AnyView(image.frame(width: 300, height: 300))
        case "clipped": framed = AnyView(image.frame(width: 300, height: 300).clipped())
        case "resizable": framed = AnyView(image.resizable().frame(width: 300, height: 300))
        case "fit": framed = AnyView(image.resizable().scaledToFit().frame(width: 300, height: 300))
        case "fill": framed = AnyView(image.resizable().scaledToFill().frame(width: 300, height: 300))
        default: framed = AnyView(image.resizable().scaledToFill().frame(width: 300, height: 300).clipped())
        }
        let view = framed.border(Color.black, width: 2).frame(width: 400, height: 400).background(Color.white)
        assertSnapshot(of: view, size: Size(width: 400, height: 400), scale: 1, named: mode)
    }

    @Test func alignmentGuideStaircase() {
        let view = VStack(alignment: .leading, spacing: 2) {
            ForEach(0..<10) { index in
                Text("Row \(index)")
                    .padding(.horizontal, 6)
                    .background(Color.blue.opacity(0.3))
                    .alignmentGuide(.leading) { _ in Double(index) * -10 }
            }
        }
        .padding(8)
        .background(Color.white)
        assertSnapshot(of: view, size: nil, scale: 2, named: "rows")
    }

    @Test func lastTextBaseline() {
        let view = HStack(alignment: .lastTextBaseline) {
            Text("Apollo").font(.largeTitle)
            Text("11").font(.title)
            Text("July 16, 1969").font(.caption)
        }
        .padding()
        .background(Color.white)
        assertSnapshot(of: view, size: nil, scale: 2, named: "row")
    }

    /// A full-screen photo with a bottom-centred title: the title does not move when the image
    /// is missing (the placeholder keeps the frame). The photo is the idiomatic full-bleed
    /// image: a clear view sized by the screen, with the image filling it as an overlay.
    @Test(arguments: [true, false])
    func bottomTitleOverFullScreenImage(imageLoads: Bool) {
        let image = imageLoads ? Image(bitmap: SnapshotFixtures.testCard) : Image("missing-photo")
        let view = ZStack(alignment: .bottom) {
            Color.clear
                .overlay { image.resizable().scaledToFill() }
                .clipped()
                .ignoresSafeArea()
            Text("Apollo 11")
                .font(.largeTitle.bold())
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity)
                .padding(.bottom, 100)
        }
        .background(Color.black)
        assertSnapshot(of: view, on: .iPhone14, scale: 1, named: imageLoads ? "loaded" : "missing")
    }
}
