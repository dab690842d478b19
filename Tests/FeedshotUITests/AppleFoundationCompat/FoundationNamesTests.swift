// This file imports FeedshotUI alone (and Testing, which re-exports no Foundation): every
// Foundation and CoreGraphics name below resolves the way it does under `import SwiftUI`.
import FeedshotUI
import Testing

/// A model as apps write them, in a file that imports only FeedshotUI: `Codable` is synthesised
/// from Foundation and CoreGraphics types re-exported by FeedshotUI.
private struct Bookmark: Codable, Equatable, Identifiable {
    var id = UUID()
    var title: String
    var url: URL
    var added: Date
    var tags: Set<String>
    var origin: CGPoint
    var size: CGSize
    var frame: CGRect
    var rotation: CGAffineTransform
    var scale: CGFloat
    var nudge: CGVector
}

@Suite struct FoundationNamesTests {
    @Test func foundationTypesResolveThroughFeedshotUI() throws {
        // The names issue 21 lists, each used as apps use it.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let decoder = JSONDecoder()
        let bundle: Bundle = .main
        let id: UUID = UUID()
        let defaults = UserDefaults(suiteName: "feedshot-tests-\(id.uuidString)")
        let url = URL(string: "https://example.com/a")
        let locale = Locale(identifier: "en_US")
        let timer: Timer.Type = Timer.self
        var indices = IndexSet([1, 2, 3])
        indices.remove(2)
        #expect(indices.count == 2)
        #expect(url?.host == "example.com")
        #expect(locale.identifier == "en_US")
        #expect(defaults != nil)
        #expect(bundle.bundlePath.isEmpty == false)
        #expect(timer == Timer.self)
        _ = (encoder, decoder)
        // Glibc's maths through Foundation.
        #expect(abs(sin(Double.pi / 2) - 1) < 1e-12 && abs(cos(0.0) - 1) < 1e-12)
        #expect(ceil(1.2) == 2 && floor(1.8) == 1 && sqrt(16.0) == 4 && pow(2.0, 10.0) == 1024)
    }

    #if Networking  // FoundationNetworking is exported with the trait only.
    @Test func networkingNamesResolveThroughFeedshotUI() throws {
        // As an app posts an order (CupcakeCorner): `URLRequest` and `URLSession`, which Linux
        // keeps in FoundationNetworking, come with FeedshotUI (nothing is sent here).
        var request = URLRequest(url: try #require(URL(string: "https://example.com/orders")), timeoutInterval: 5)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpMethod = "POST"
        request.httpBody = Data("{}".utf8)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.httpMethod == "POST" && request.timeoutInterval == 5)
        let session: URLSession = .shared
        #expect(session.configuration.httpAdditionalHeaders == nil)
    }
    #endif

    @Test func coreGraphicsNamesAreFeedshotGeometry() {
        let width: CGFloat = 320
        let double: Double = width            // CGFloat is Double: no conversion
        let rect = CGRect(x: 0, y: 0, width: width, height: 200)
        let point = CGPoint(x: rect.midX, y: rect.maxY)
        let size = CGSize(width: 44, height: 44)
        #expect(double == 320)
        #expect(rect == Rect(x: 0, y: 0, width: 320, height: 200))
        #expect(point == Point(x: 160, y: 200) && size == Size(width: 44, height: 44))
        #expect(CGSize.zero == .zero && CGPoint.zero == Point.zero && CGRect.zero.isEmpty)
        #expect(CGPoint() == .zero && CGSize() == .zero && CGRect() == .zero && CGAffineTransform() == .identity)
        let integers = CGRect(x: 1, y: 2, width: 3, height: 4)
        let count = 5
        #expect(CGPoint(x: count, y: count) == Point(x: 5, y: 5) && CGSize(width: count, height: 1).width == 5)
        #expect(integers.origin == CGPoint(x: 1, y: 2) && integers.size == CGSize(width: 3, height: 4))
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0))
        let cap: CGLineCap = .round, join: CGLineJoin = .bevel
        #expect(StrokeStyle(lineWidth: 2, lineCap: cap, lineJoin: join).lineCap == .round)
    }

    @Test func rectangleMethodsMatchCoreGraphics() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.insetBy(dx: 10, dy: 5) == CGRect(x: 20, y: 25, width: 80, height: 40))
        #expect(rect.offsetBy(dx: -10, dy: 5) == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(rect.minX == 10 && rect.maxX == 110 && rect.midY == 45 && rect.maxY == 70)
        #expect(rect.contains(CGPoint(x: 10, y: 20)) && !rect.contains(CGPoint(x: 110, y: 20)))
        #expect(rect.intersects(CGRect(x: 100, y: 60, width: 20, height: 20)))
        #expect(rect.union(CGRect(x: 0, y: 0, width: 5, height: 5)) == CGRect(x: 0, y: 0, width: 110, height: 70))
        #expect(CGRect(x: 0.5, y: 1.25, width: 10.2, height: 3.5).integral == CGRect(x: 0, y: 1, width: 11, height: 4))
        #expect(CGRect(x: 10, y: 10, width: -4, height: -6).standardized == CGRect(x: 6, y: 4, width: 4, height: 6))
        let (slice, remainder) = rect.divided(atDistance: 30, from: .minXEdge)
        #expect(slice == CGRect(x: 10, y: 20, width: 30, height: 50))
        #expect(remainder == CGRect(x: 40, y: 20, width: 70, height: 50))
        let bottom = rect.divided(atDistance: 10, from: .maxYEdge)
        #expect(bottom.slice == CGRect(x: 10, y: 60, width: 100, height: 10))
        #expect(CGRect.null.isNull && !rect.isNull && CGRect.infinite.isInfinite)
    }

    @Test func affineTransformsComposeAsCoreGraphicsDocuments() {
        // CoreGraphics: `t.scaledBy(x:y:)` scales first, then applies `t`.
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scaledThenTranslated = translate.scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(scaledThenTranslated) == CGPoint(x: 12, y: 2))
        let rotated = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(rotated)
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
        #expect(CGAffineTransform.identity.isIdentity && !translate.isIdentity)
        #expect(translate.translatedBy(x: 5, y: 5) == CGAffineTransform(translationX: 15, y: 5))
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 9, y: 9))
                == CGSize(width: 4, height: 6))
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 3))
                == CGRect(x: 0, y: 0, width: 6, height: 3))
    }

    @Test func codableIsSynthesisedForModelsInFilesImportingOnlyFeedshotUI() throws {
        let bookmark = Bookmark(title: "Apollo", url: URL(string: "https://example.com/apollo")!,
                                added: Date(timeIntervalSince1970: 0), tags: ["moon"],
                                origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4),
                                frame: CGRect(x: 5, y: 6, width: 7, height: 8),
                                rotation: CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
                                scale: 1.5, nudge: CGVector(dx: -1, dy: 1))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(bookmark)
        let json = String(decoding: data, as: UTF8.self)
        // CoreGraphics' unkeyed forms.
        #expect(json.contains(#""frame":[[5,6],[7,8]]"#))
        #expect(json.contains(#""origin":[1,2]"#) && json.contains(#""size":[3,4]"#))
        #expect(json.contains(#""rotation":[1,2,3,4,5,6]"#) && json.contains(#""nudge":[-1,1]"#))
        #expect(try JSONDecoder().decode(Bookmark.self, from: data) == bookmark)
    }

    @Test func appleOnlyFileConveniencesExist() {
        #expect(URL.documentsDirectory.path.isEmpty == false)
        #expect(URL.cachesDirectory.path.isEmpty == false)
        #expect(URL.temporaryDirectory.path.isEmpty == false)
        let file = URL.documentsDirectory.appending(path: "notes.json")
        #expect(file.lastPathComponent == "notes.json")
    }

    @Test func userDefaultsTakesKeyValueCodingCalls() throws {
        let defaults = try #require(UserDefaults(suiteName: "feedshot-kvc-\(UUID().uuidString)"))
        defaults.setValue(["Aspen", "Zermatt"], forKey: "favorites")
        #expect(defaults.stringArray(forKey: "favorites") == ["Aspen", "Zermatt"])
        #expect(defaults.value(forKey: "favorites") as? [String] == ["Aspen", "Zermatt"])
        defaults.setValue(nil, forKey: "favorites")
        #expect(defaults.value(forKey: "favorites") == nil)
    }
}
