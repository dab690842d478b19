import Foundation
import Testing
@testable import FeedshotUI

/// Collects render issues from any thread.
private final class IssueLog: @unchecked Sendable {
    // Unchecked: `issues` is only touched under `lock`.
    private let lock = NSLock()
    private var issues: [RenderIssue] = []
    func append(_ issue: RenderIssue) { lock.withLock { issues.append(issue) } }
    var all: [RenderIssue] { lock.withLock { issues } }
}

/// Images through an asset catalog: natural sizes from headers, decode at draw size,
/// placeholders and issues for what cannot be drawn.
@Suite struct AssetImageTests {
    let directory: String
    let catalog: AssetCatalog
    let orange = PremultipliedRGBA(red: 230, green: 120, blue: 30, alpha: 255)

    init() throws {
        directory = NSTemporaryDirectory() + "feedshot-assets-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let badge = Bitmap(width: 300, height: 300, fill: orange)
        try PNGEncoder.encode(badge).write(to: directory + "/badge@3x.png")
        try PNGEncoder.encode(Bitmap(width: 100, height: 100, fill: orange)).write(to: directory + "/badge.png")
        try JPEGEncoder.encode(Bitmap(width: 1600, height: 800, fill: orange), quality: 90)
            .write(to: directory + "/photo.jpg")
        // A PNG whose header is fine but whose pixel data is damaged.
        var damaged = try PNGEncoder.encode(Bitmap(width: 120, height: 60, fill: orange))
        damaged[damaged.count - 20] ^= 0xFF
        try damaged.write(to: directory + "/damaged.png")
        catalog = try AssetCatalog(directory: directory)
    }

    @Test func naturalSizeIsPixelsOverTheAssetScale() {
        let at3x = Renderer(scale: 3, assets: catalog).layout(Image("badge").id("i"), size: Size(width: 300, height: 300))
        #expect(at3x.first(id: "i")?.frame.size == Size(width: 100, height: 100))
        let at1x = Renderer(scale: 1, assets: catalog).layout(Image("badge").id("i"), size: Size(width: 300, height: 300))
        #expect(at1x.first(id: "i")?.frame.size == Size(width: 100, height: 100))
        let photo = Renderer(scale: 3, assets: catalog).layout(Image("photo").id("i"), size: Size(width: 300, height: 300))
        #expect(photo.first(id: "i")?.frame.size == Size(width: 1600, height: 800))
    }

    @Test func namedImagesDrawAtTheirFrame() {
        let bitmap = Renderer(scale: 2, assets: catalog).render(
            Image("photo").resizable().scaledToFit().frame(width: 40, height: 40), size: Size(width: 40, height: 40))
        let centre = bitmap[40, 40]
        #expect(abs(Int(centre.red) - 230) <= 3 && abs(Int(centre.green) - 120) <= 3 && abs(Int(centre.blue) - 30) <= 3)
        #expect(bitmap[40, 5] == .transparent)
    }

    @Test func damagedImageKeepsItsFrameAndDrawsAPlaceholder() {
        let log = IssueLog()
        let renderer = Renderer(scale: 1, assets: catalog, issueHandler: { log.append($0) })
        let tree = renderer.layout(Image("damaged").id("i"), size: Size(width: 200, height: 200))
        #expect(tree.first(id: "i")?.frame.size == Size(width: 120, height: 60))
        let bitmap = renderer.render(Image("damaged"), size: Size(width: 200, height: 200))
        #expect(bitmap[100, 100].alpha > 0 && bitmap[100, 100] != orange)
        #expect(log.all.contains { $0.imageName == "damaged" })
    }

    @Test func missingImagesAreReportedOnce() {
        let log = IssueLog()
        let renderer = Renderer(scale: 3, assets: catalog, issueHandler: { log.append($0) })
        _ = renderer.render(VStack { Image("nope"); Image("nope") }, size: Size(width: 10, height: 10))
        #expect(log.all.count == 1)
        #expect(log.all.first?.description.contains("nope") == true)
        let noCatalog = IssueLog()
        _ = Renderer(scale: 3, issueHandler: { noCatalog.append($0) }).render(Image("badge"), size: Size(width: 10, height: 10))
        if case .noAssetCatalog(let name)? = noCatalog.all.first {
            #expect(name == "badge")
        } else {
            Issue.record("expected a missing-catalog issue, got \(noCatalog.all)")
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func write(to path: String) throws {
        try Data(self).write(to: URL(fileURLWithPath: path))
    }
}
