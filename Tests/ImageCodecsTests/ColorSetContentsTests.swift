import Foundation
import Testing
@testable import ImageCodecs

/// Colour sets' `Contents.json` as Xcode writes them, and the hostile ones a feed's catalog may hold.
@Suite struct ColorSetContentsTests {
    private func parse(_ json: String) -> ColorSetContents? { ColorSetContents.parse(Data(json.utf8)) }

    @Test func xcodesThreeComponentFormsAndTheDarkAppearance() throws {
        let contents = try #require(parse("""
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb",
                "components": {"red": "0xFF", "green": "128", "blue": "0.000", "alpha": "0.500"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "display-p3", "components": {"red": 0, "green": 0.5, "blue": 1, "alpha": 1}}}
            ]}
            """))
        #expect(contents.light == .init(red: 1, green: 128.0 / 255, blue: 0, alpha: 0.5, isDisplayP3: false))
        #expect(contents.dark == .init(red: 0, green: 0.5, blue: 1, alpha: 1, isDisplayP3: true))
        // A set with only a grey and no dark variant uses it for both.
        let grey = try #require(parse(#"{"colors": [{"color": {"components": {"white": "0.250"}}}]}"#))
        #expect(grey.light == grey.dark && grey.light.red == 0.25 && grey.light.alpha == 1)
    }

    @Test func hostileFilesGiveNothingOrClampedColours() {
        #expect(parse("{ not json") == nil)
        #expect(parse(#"{"colors": "red"}"#) == nil)
        #expect(parse(#"{"colors": [1, "x", null, {"color": 7}]}"#) == nil)
        // Non-finite and absurd components are refused; out-of-range ones clamp.
        #expect(parse(#"{"colors": [{"color": {"components": {"red": "nan", "green": "0", "blue": "0"}}}]}"#) == nil)
        #expect(parse(#"{"colors": [{"color": {"components": {"red": "inf", "green": "0", "blue": "0"}}}]}"#) == nil)
        #expect(parse(#"{"colors": [{"color": {"components": {"red": "1e400", "green": "0", "blue": "0"}}}]}"#) == nil)
        let clamped = parse(#"{"colors": [{"color": {"components": {"red": "-3", "green": "9000", "blue": "0x1FF"}}}]}"#)
        #expect(clamped?.light == .init(red: 0, green: 1, blue: 1, alpha: 1, isDisplayP3: false))
        // A file larger than the limit is not read at all.
        let huge = Data(repeating: 0x20, count: ColorSetContents.maximumSize + 1)
        #expect(ColorSetContents.parse(huge) == nil)
    }

    @Test func aFileOnDiskIsReadUpToTheLimit() throws {
        let folder = NSTemporaryDirectory() + "feedshot-colorset-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = #"{"colors": [{"color": {"components": {"red": "1", "green": "0", "blue": "0"}}}]}"#
        try Data(good.utf8).write(to: URL(fileURLWithPath: folder + "/good.json"))
        #expect(ColorSetContents.read(contentsAt: folder + "/good.json")?.light.red == 1)
        var padded = Data(good.utf8)
        padded.append(Data(repeating: 0x20, count: ColorSetContents.maximumSize))
        try padded.write(to: URL(fileURLWithPath: folder + "/padded.json"))
        #expect(ColorSetContents.read(contentsAt: folder + "/padded.json") == nil)
        #expect(ColorSetContents.read(contentsAt: folder + "/missing.json") == nil)
        #expect(ColorSetContents.read(contentsAt: folder) == nil)
    }

    @Test func imageSetListingsKeepOnlySafeFilesAtKnownScales() throws {
        let entries = try #require(AssetCatalog.imageSetEntries(parsing: Data("""
            {"images": [{"filename": "a@2x.png", "scale": "2x"}, {"filename": "b.jpg"},
                        {"filename": "../c.png", "scale": "1x"}, {"filename": "d.png", "scale": "x"},
                        {"filename": "e.png", "scale": "99999999999999999999x"}, {"filename": "f.gif"}, 5]}
            """.utf8)))
        #expect(entries.map(\.filename) == ["a@2x.png", "b.jpg"] && entries.map(\.scale) == [2, 1])
        #expect(AssetCatalog.imageSetEntries(parsing: Data("[]".utf8)) == nil)
    }
}
