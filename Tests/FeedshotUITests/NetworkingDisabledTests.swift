import FeedshotTestSupport
import Foundation
import ImageCodecs
import ImageLoading
import Raster
import Testing
@testable import FeedshotUI

/// What a build without the `Networking` trait does with URLs: the renderer gives URLs a lookup
/// without a loader, which reports loading as disabled and draws a placeholder, unless an asset
/// named by the URL's base name stands in. (The build with the trait off is checked by
/// `Scripts/check-without-networking`; here the same lookup is tested directly.)
@Suite struct NetworkingDisabledTests {
    @Test func aURLWithoutALoaderFailsAsDisabledAndIsReportedOnce() {
        let issues = Locked<[String]>([])
        let lookup = ImageSourceLookup(named: nil, remote: RemoteImageLookup(loader: nil, report: { issue in
            issues.withLock { $0.append(issue.description) }
        }))
        let url = "https://images.test/posters/earthrise.jpg"
        guard case .failure(let error)? = lookup.remoteImage(url: url) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error == .networkingDisabled(url: url))
        #expect(lookup.naturalSize(named: url, displayScale: 1) == nil)
        #expect(lookup.bitmap(named: url, displayScale: 1, pixelWidth: 4, pixelHeight: 4) == nil)
        #expect(issues.value == ["image \(url) drawn as a placeholder: loading by URL is disabled: "
                                 + "Feedshot was built without its Networking trait"])
    }

    @Test func anAssetNamedByTheURLsBaseNameStandsIn() throws {
        let folder = try TemporaryFolder()
        try folder.write("earthrise.png", bytes: try PNGEncoder.encode(Bitmap(width: 6, height: 4, fill: PremultipliedRGBA(red: 0, green: 0, blue: 255, alpha: 255))))
        let issues = Locked<[String]>([])
        let report: @Sendable (RenderIssue) -> Void = { issue in issues.withLock { $0.append(issue.description) } }
        let lookup = ImageSourceLookup(named: AssetImageLookup(catalog: try AssetCatalog(directory: folder.path), report: report),
                                       remote: RemoteImageLookup(loader: nil, report: report))
        let size = lookup.naturalSize(named: "https://images.test/posters/earthrise.jpg", displayScale: 1)
        #expect(size?.width == 6 && size?.height == 4)
        #expect(issues.value.isEmpty)
    }
}
