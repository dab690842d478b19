import FeedshotUI
import Testing

/// Previews are found at run time, with nothing listing them: `#Preview`s (through the types
/// the macro generates) and `PreviewProvider`s (through their own conformance), in every module
/// the test binary links. `PreviewFixtures` is one such module; this file declares a preview
/// of its own, in a second module.
@Suite struct PreviewDiscoveryTests {
    #if PreviewMacros
    @Test func findsEveryPreviewOfAModuleInSourceOrder() throws {
        let declarations = PreviewDeclaration.all(inModules: ["PreviewFixtures"])
        let listed = declarations.map { "\($0.kind == .macro ? "macro" : "provider") \($0.stem) \($0.name ?? "-") \($0.source.line)" }
        #expect(listed == [
            "provider CrewRow_Previews - 0",
            "provider Hatch_Previews - 0",
            "macro MissionBadge Apollo 11 46",
            "macro MissionBadge - 50",
            "macro MissionBadge - 54",
            "macro MissionBadge Pager 61",
            "macro MissionBadge Landscape 66",
            "macro TrappingPreviews Missing image 12",
        ])
        let apollo = try #require(declarations.first { $0.name == "Apollo 11" })
        #expect(apollo.source.fileID == "PreviewFixtures/MissionBadge.swift")
        #expect(apollo.source.filePath.hasSuffix("/Tests/PreviewFixtures/MissionBadge.swift"))
        #expect(apollo.source.column == 1)
        #expect(declarations.allSatisfy { $0.source.module == "PreviewFixtures" })
    }

    @Test func findsPreviewsInASecondModule() {
        let here = PreviewDeclaration.all(inModules: ["FeedshotUITests"])
        #expect(here.map(\.name) == ["Second module"])
        #expect(here.first?.source.fileID == "FeedshotUITests/PreviewDiscoveryTests.swift")
        let everywhere = Set(PreviewDeclaration.all().map(\.source.module))
        #expect(everywhere.isSuperset(of: ["PreviewFixtures", "FeedshotUITests"]))
    }

    @Test func namesAreUniqueFileAndPreviewNames() throws {
        let names = try PreviewDeclaration.all(inModules: ["PreviewFixtures"]).flatMap { try $0.makePreviews() }
            .map(\.snapshotName)
        #expect(names == [
            "CrewRow_Previews.Armstrong", "CrewRow_Previews.Preview", "CrewRow_Previews.Preview-2",
            "Hatch_Previews.Open", "Hatch_Previews.Broken", "Hatch_Previews.Closed",
            "MissionBadge.Apollo-11", "MissionBadge.Preview", "MissionBadge.Preview-2", "MissionBadge.Pager",
            "MissionBadge.Landscape", "TrappingPreviews.Missing-image",
        ])
    }

    @Test func macroTraitsConfigureThePreview() throws {
        let previews = try Dictionary(uniqueKeysWithValues: PreviewDeclaration.all(inModules: ["PreviewFixtures"])
            .flatMap { try $0.makePreviews() }.map { ($0.snapshotName, $0) })
        #expect(previews["MissionBadge.Apollo-11"]?.configuration.layout == .sizeThatFits)
        #expect(previews["MissionBadge.Preview"]?.configuration == Preview.Configuration())
        #expect(previews["MissionBadge.Pager"]?.configuration.layout == .fixed(width: 120, height: 40))
        // Traits apply in order: `.landscapeLeft, .defaultLayout`.
        let landscape = try #require(previews["MissionBadge.Landscape"])
        #expect(landscape.configuration.orientation == .landscapeLeft)
        #expect(landscape.configuration.layout == .device)
        #expect(landscape.name == "Landscape")
    }
    #endif

    @Test func providerModifiersConfigureEachView() throws {
        let provider = try #require(PreviewDeclaration.all(inModules: ["PreviewFixtures"])
            .first { $0.stem == "CrewRow_Previews" })
        let previews = try provider.makePreviews()
        try #require(previews.count == 3)
        #expect(previews[0].name == "Armstrong")
        #expect(previews[0].configuration.layout == .sizeThatFits)
        #expect(previews[1].name == nil)
        #expect(previews[1].configuration.layout == .fixed(width: 200, height: 60))
        #expect(previews[2].configuration.device == "iPhone SE (3rd generation)")
        #expect(previews[2].configuration.orientation == .landscapeRight)
        #expect(previews.map(\.source.index) == [0, 1, 2])
        #expect(previews[2].source.description == "PreviewFixtures.CrewRow_Previews[2]")
    }

    @Test func previewsRenderAtTheirLayout() throws {
        let renderer = Renderer(scale: 1)
        let previews = try Dictionary(uniqueKeysWithValues: PreviewDeclaration.all(inModules: ["PreviewFixtures"])
            .flatMap { try $0.makePreviews() }.map { ($0.snapshotName, $0) })
        func size(_ name: String) throws -> [Int] {
            let image = try renderer.render(try #require(previews[name]))
            return [image.width, image.height]
        }
        // A fixed layout is the container's size; the device layout the whole screen, turned
        // for landscape; size-that-fits the view's own size.
        #expect(try size("CrewRow_Previews.Preview") == [200, 60])
        #expect(try size("CrewRow_Previews.Preview-2") == [667, 375])
        let armstrong = try size("CrewRow_Previews.Armstrong")
        #expect(armstrong[0] < 200 && armstrong[1] < 60)
        #if PreviewMacros
        #expect(try size("MissionBadge.Pager") == [120, 40])
        #expect(try size("MissionBadge.Preview") == [390, 844])
        #expect(try size("MissionBadge.Landscape") == [844, 390])
        #endif
    }

    #if PreviewMacros
    @Test func previewableStateStartsFromItsInitialValue() throws {
        let pager = try #require(PreviewDeclaration.all(inModules: ["PreviewFixtures"]).first { $0.name == "Pager" })
        let preview = try #require(try pager.makePreviews().first)
        for _ in 0..<2 {
            let image = try Renderer(scale: 1).render(preview)
            // Five 12-point dots 8 points apart, centred in 120 × 40: dot k is centred at
            // x = 14 + 20k + 6. Page 2 (the third dot) is the orange one.
            let filled = image[60, 20]
            let empty = image[20, 20]
            #expect(filled.red > 200 && filled.blue < 60)
            #expect(empty.red > 180 && empty.blue > 180)
        }
    }

    @Test func landscapeTurnsTheScreenAndItsSafeArea() throws {
        let renderer = Renderer(scale: 1)
        let landscape = try #require(PreviewDeclaration.all(inModules: ["PreviewFixtures"]).first { $0.name == "Landscape" })
        let device = renderer.device(for: try #require(try landscape.makePreviews().first))
        #expect(device.size == Size(width: 844, height: 390))
        #expect(device.safeAreaInsets == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
    }
    #endif

    @Test(arguments: [
        ("iPhone SE (3rd generation)", "iPhone SE"), ("iPhone 13", "iPhone 14"), ("iPhone 15 Pro", "iPhone 15"),
        ("iphone-16-pro-max", "iPhone 16 Pro Max"), ("iPhone 12 mini", "iPhone 13 mini"),
    ])
    func deviceNamesMapToPresets(name: String, preset: String) {
        #expect(PreviewDevice(rawValue: name).device?.name == preset)
    }

    @Test func unknownDeviceNamesMapToNothing() {
        #expect(PreviewDevice(rawValue: "Apple Watch Ultra").device == nil)
    }
}

#if PreviewMacros
#Preview("Second module") {
    Text("Found in FeedshotUITests")
}
#endif
