import FeedshotTestSupport
import Foundation
import Testing
@testable import Typography

@Suite struct FontCollectionTests {
    @Test func bundledCollectionHoldsInterFaces() throws {
        let collection = try Fixtures.collection()
        // Inter's six faces, Noto Color Emoji (the colour face, last in the chain for emoji), and
        // Noto Sans Arabic and Hebrew in two weights (fallbacks for right-to-left scripts).
        #expect(collection.families == ["Inter", "Noto Color Emoji", "Noto Sans Arabic", "Noto Sans Hebrew"])
        #expect(collection.faces.count == 11)
        #expect(collection.faces.prefix(6).map(\.weight) == [400, 400, 500, 600, 700, 700])
        #expect(collection.faces.filter(\.hasColorGlyphs).map(\.familyName) == ["Noto Color Emoji"])
        #expect(collection.faces.suffix(4).map(\.weight) == [400, 700, 400, 700])
        #expect(collection.faces.filter(\.isItalic).map(\.weight) == [400, 700])
        #expect(collection.defaultFamily == "Inter")
        // One instance per process: faces are parsed once.
        #expect(try FontCollection.bundled() === collection)
    }

    @Test(arguments: [
        (Font.Weight.ultraLight, 400), (.thin, 400), (.light, 400), (.regular, 400), (.medium, 500),
        (.semibold, 600), (.bold, 700), (.heavy, 700), (.black, 700),
    ])
    func weightsMapToTheNearestFace(weight: Font.Weight, expected: Int) throws {
        let collection = try Fixtures.collection()
        let face = collection.face(for: Font(size: 17, weight: weight))
        #expect(face.weight == expected)
        #expect(!face.isItalic)
    }

    @Test(arguments: [(Font.Weight.regular, 400), (.medium, 400), (.semibold, 700), (.bold, 700), (.black, 700)])
    func italicsMapToTheNearestItalicFace(weight: Font.Weight, expected: Int) throws {
        let face = try Fixtures.collection().face(for: Font(size: 17, weight: weight, italic: true))
        #expect(face.isItalic)
        #expect(face.weight == expected)
    }

    @Test func unknownFamilyFallsBackToTheDefaultFamily() throws {
        let face = try Fixtures.collection().face(for: .custom("Helvetica Neue", size: 12).bold())
        #expect(face.familyName == "Inter")
        #expect(face.weight == 700)
    }

    @Test(arguments: Font.TextStyle.allCases)
    func textStylesHaveSwiftUISizes(style: Font.TextStyle) {
        let expected: [Font.TextStyle: Double] = [
            .largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
            .subheadline: 15, .footnote: 13, .caption: 12, .caption2: 11,
        ]
        #expect(Font.system(style).size == expected[style])
        #expect(Font.system(style).weight == (style == .headline ? .semibold : .regular))
    }

    @Test func fontModifiersComposeLikeSwiftUI() {
        #expect(Font.headline.bold().weight == .bold)
        #expect(Font.body.italic().isItalic)
        #expect(Font.title.weight(.medium) == Font(size: 28, weight: .medium, relativeTo: .title))
        #expect(Font.caption.withSize(30).size == 30)
        #expect(Font.largeTitle.bold().description == "Inter 34pt bold")
    }

    @Test func fontsFolderComesFromTheEnvironmentFirst() throws {
        let real = try FontCollection.locateFontsFolder()
        let found = try FontCollection.locateFontsFolder(environment: ["FEEDSHOT_FONTS": real],
                                                         executablePath: nil, sourcePath: "/nonexistent/file.swift")
        #expect(found == real)
        #expect(FileManager.default.fileExists(atPath: real + "/Inter-Regular.otf"))
    }

    @Test func fontsFolderIsFoundAboveTheExecutable() throws {
        let real = try FontCollection.locateFontsFolder()
        let root = (real as NSString).deletingLastPathComponent
        let found = try FontCollection.locateFontsFolder(environment: [:],
                                                         executablePath: root + "/.build/debug/some-tool",
                                                         sourcePath: "/nonexistent/file.swift")
        #expect(found == real)
    }

    @Test func missingFontsFolderIsAClearError() {
        #expect {
            try FontCollection.locateFontsFolder(environment: ["FEEDSHOT_FONTS": "/nonexistent/fonts"],
                                                 executablePath: "/nonexistent/bin/tool",
                                                 sourcePath: "/nonexistent/src/file.swift")
        } throws: { error in
            guard let error = error as? FontError, case .fontsFolderNotFound(let searched) = error else { return false }
            return searched.count == 4 && searched.contains("/nonexistent/share/feedshot/Fonts")
                && error.description.contains("FEEDSHOT_FONTS=/nonexistent/fonts")
        }
    }

    @Test func unreadableAndInvalidFontFilesNameThePath() throws {
        #expect(throws: FontError.self) { try FontFace(contentsOf: "/nonexistent/Font.otf") }
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("feedshot-junk-\(UUID()).otf")
        try Data("not a font".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        #expect {
            try FontFace(contentsOf: junk.path)
        } throws: { error in
            guard let error = error as? FontError, case .invalidFont(let path, _, _) = error else { return false }
            return path == junk.path
        }
    }

    @Test func emptyFolderHasNoFonts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedshot-empty-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FontError.noFonts(directory: folder.path)) {
            try FontCollection(directory: folder.path)
        }
    }

    @Test func layoutIsIdenticalWhateverTheThreadCount() async throws {
        let collection = try Fixtures.collection()
        var generator = SeededGenerator(seed: 7)
        let texts = (0..<24).map { _ in Fixtures.sentence(words: 30, using: &generator) }
        // A fresh collection so the concurrent run also races on cold caches.
        let fresh = try FontCollection(directory: try FontCollection.locateFontsFolder())
        let serial = texts.map { describe(TextLayout($0, font: .body, collection: collection, maxWidth: 200)) }
        let parallel = await withTaskGroup(of: (Int, String).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask { (index, describe(TextLayout(text, font: .body, collection: fresh, maxWidth: 200))) }
            }
            var results = [String](repeating: "", count: texts.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        #expect(serial == parallel)
    }
}

private func describe(_ layout: TextLayout) -> String {
    layout.lines.map { "\($0.width) \($0.origin) \(layout.string[$0.range]) \($0.glyphs.map(\.id))" }
        .joined(separator: "\n") + "\(layout.size)"
}
