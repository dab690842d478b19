import FeedshotTesting
import FeedshotUI
import Testing

/// Golden images of system symbols and labels, written as SwiftUI code is.
@Suite struct SymbolSnapshotTests {
    static let sheetNames = [
        "photo", "calendar", "list.dash", "square.grid.2x2", "chevron.left", "chevron.right", "star", "star.fill",
        "heart", "heart.fill", "person.crop.circle", "gear", "plus", "xmark", "magnifyingglass", "house",
        "bell", "envelope", "bookmark", "trash", "square.and.arrow.up", "ellipsis", "play.fill", "pause.fill",
        "mappin", "cloud.rain", "sun.max", "moon.fill", "bolt.fill", "flame", "lock", "eye",
        "info.circle", "exclamationmark.triangle", "checkmark.circle.fill", "airplane", "car", "globe",
        "camera", "mic.fill",
    ]

    struct SymbolRow: View {
        let names: [String]
        var body: some View {
            HStack(spacing: 10) {
                ForEach(names, id: \.self) { name in
                    Image(systemName: name)
                }
            }
        }
    }

    struct ScaleRow: View {
        let font: Font
        let title: String
        var body: some View {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text(title)
                Image(systemName: "heart.fill").imageScale(.small)
                Image(systemName: "heart.fill")
                Image(systemName: "heart.fill").imageScale(.large)
                Text("Hxg")
                Image(systemName: "star")
                Image(systemName: "chevron.right").foregroundStyle(.secondary)
            }
            .font(font)
        }
    }

    struct SymbolSheet: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                ScaleRow(font: .caption, title: "Caption")
                ScaleRow(font: .body, title: "Body")
                ScaleRow(font: .title, title: "Title")
                ScaleRow(font: .largeTitle.bold(), title: "Large")
                ForEach(0..<4) { row in
                    SymbolRow(names: Array(SymbolSnapshotTests.sheetNames[(row * 10)..<(row * 10 + 10)]))
                }
                .foregroundStyle(.blue)
                HStack {
                    Image(systemName: "no.such.symbol")
                    Text("unknown name")
                        .foregroundStyle(.secondary)
                }
            }
            .padding()
            .background(.white)
        }
    }

    @Test func symbolSheet() {
        assertSnapshot(of: SymbolSheet(), size: nil, scale: 2, named: "sheet")
    }

    struct LabelSheet: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Label("Launch date", systemImage: "calendar")
                Label("Favourites", systemImage: "star.fill")
                    .foregroundStyle(.orange)
                Label("Settings", systemImage: "gear")
                    .font(.title2)
                Label("Title only", systemImage: "heart")
                    .labelStyle(.titleOnly)
                Label("Icon only", systemImage: "heart.fill")
                    .labelStyle(.iconOnly)
                    .foregroundStyle(.red)
                Label("Title and icon", systemImage: "person.crop.circle")
                    .labelStyle(.titleAndIcon)
                    .font(.caption)
                Label {
                    Text("Custom icon")
                        .bold()
                } icon: {
                    Circle()
                        .fill(.green)
                        .frame(width: 12, height: 12)
                }
                Label("A long title that wraps onto a second line under the first", systemImage: "info.circle")
                    .frame(width: 220, alignment: .leading)
            }
            .padding()
            .background(.white)
        }
    }

    @Test func labels() {
        assertSnapshot(of: LabelSheet(), size: nil, scale: 2, named: "styles")
    }

    @Test func labelsDark() {
        let dark = VStack(alignment: .leading, spacing: 10) {
            Label("Mission", systemImage: "airplane")
            Label("Crew", systemImage: "person.2.fill")
            Label("Launch", systemImage: "calendar").foregroundStyle(.secondary)
        }
        .padding()
        .background(Color(red: 0.1, green: 0.1, blue: 0.2))
        .preferredColorScheme(.dark)
        assertSnapshot(of: dark, size: nil, scale: 2, named: "dark")
    }
}
