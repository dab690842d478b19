import FeedshotTestSupport
import Foundation
import Geometry
import Observation
import Raster
import Testing
@testable import FeedshotUI

/// A live host keeps the resampled pixels of images (``ImageRasterCache``) and the pixels of large
/// subtrees (``SubtreeRasterCache``) between frames: frames must be byte for byte what drawing
/// from scratch gives, on every kind of movement.
@Suite struct RasterCacheTests {
    /// What moves the scene: the test writes it between frames, as a gesture or an animation would.
    // Unchecked Sendable: views are Sendable values; the test writes the movement between frames
    // on the one thread that drives the host.
    @Observable final class Movement: @unchecked Sendable {
        var x = 0.0
        var y = 0.0
        /// Which photo set the pages show (a content change under the same identities).
        var photoSet = 0
        var fade = 1.0
    }

    static let photos: [Bitmap] = {
        var generator = SeededGenerator(seed: 24)
        return (0..<4).map { index in
            // Small and large: enlarged and reduced when they fill a page.
            let size = index.isMultiple(of: 2) ? (31, 23) : (260, 380)
            return TestImages.random(width: size.0, height: size.1, using: &generator)
        }
    }()

    /// Three full-width pages of photos, gradients, text and a clipped portrait, over a still bar.
    struct Scene: View {
        let movement: Movement
        static let page = Size(width: 100, height: 160)

        var body: some View {
            ZStack(alignment: .top) {
                VStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { index in
                        ZStack(alignment: .bottom) {
                            Color(red: 0.1, green: 0.1, blue: 0.2)
                            Image(bitmap: RasterCacheTests.photos[(index + movement.photoSet) % 4])
                                .resizable()
                                .scaledToFill()
                                .frame(width: Scene.page.width, height: Scene.page.height)
                                .clipped()
                            LinearGradient(colors: [.clear, .black.opacity(0.8)], startPoint: .center, endPoint: .bottom)
                            HStack(spacing: 6) {
                                Image(bitmap: RasterCacheTests.photos[(index + 1) % 4])
                                    .resizable()
                                    .scaledToFill()
                                    .frame(width: 30, height: 21)
                                    .clipShape(.capsule)
                                Text("Page \(index + 1)").font(.headline).foregroundStyle(.white)
                            }
                            .padding(.bottom, 12)
                        }
                        .frame(width: Scene.page.width, height: Scene.page.height)
                        .opacity(index == 2 ? movement.fade : 1)
                    }
                }
                .offset(x: movement.x, y: movement.y)
                Image(bitmap: RasterCacheTests.photos[2]).resizable().frame(width: 100, height: 14).opacity(0.5)
            }
        }
    }

    /// Offsets: whole and fractional points, repeats, jumps, back and forth, sideways.
    static func moves(scale: Double, seed: UInt64) -> [(x: Double, y: Double)] {
        var generator = SeededGenerator(seed: seed)
        var moves: [(Double, Double)] = [(0, 0), (0, 0), (0, -1), (0, -1 / scale), (0, -7.5), (0, -7.5), (0, -33.333_333),
                                         (0, -160), (0, -161 + 1 / scale), (0, -40), (0, -0.2), (0, 12), (3, 12), (-2.5, 12),
                                         (-2.5, -200), (0, -320), (0, -330.7)]
        for _ in 0..<14 {
            moves.append((Bool.random(using: &generator) ? 0 : Double.random(in: -4...4, using: &generator),
                          -Double(Int.random(in: 0...960, using: &generator)) / (scale * 3)))
        }
        return moves
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func cachedFramesEqualFramesDrawnFromScratch(scale: Double) throws {
        let cached = try Self.compareWithFreshFrames(scale: scale) { $0.subtreeCache = nil }
        let cache = try #require(cached.rasterCache)
        #expect(cache.cachedRows > cache.resampledRows, "cached \(cache.cachedRows), resampled \(cache.resampledRows) rows")
        // Only the images of the last frame are kept.
        #expect(cache.entryCount <= 8)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func copiedSubtreesEqualSubtreesDrawnFromScratch(scale: Double) throws {
        // Pages are 100 x 160 points: candidates at every scale. The image cache is on too, as
        // in a host, so both caches' entries meet.
        let cached = try Self.compareWithFreshFrames(scale: scale) {
            $0.subtreeCache = SubtreeRasterCache(minimumArea: 100 * 100)
        }
        let subtrees = try #require(cached.subtreeCache)
        // Pages that only moved by whole pixels were copied; the rest were drawn.
        #expect(subtrees.hits > 0 && subtrees.misses > 0, "\(subtrees.hits) copies, \(subtrees.misses) draws")
        #expect(subtrees.entryCount <= 3)
    }

    /// Runs the scene's moves on a host set up by `configure` and on one without caches; every
    /// frame must be the same. Returns the configured host.
    static func compareWithFreshFrames(scale: Double, configure: (ViewHost) -> Void) throws -> ViewHost {
        let device = Device.canvas(width: 100, height: 180)
        let cachedMovement = Movement(), freshMovement = Movement()
        let cached = ViewHost(Scene(movement: cachedMovement), on: device, renderer: Renderer(scale: scale))
        let fresh = ViewHost(Scene(movement: freshMovement), on: device, renderer: Renderer(scale: scale))
        fresh.rasterCache = nil
        fresh.subtreeCache = nil
        configure(cached)
        let moves = Self.moves(scale: scale, seed: UInt64(scale * 10))
        for (index, move) in moves.enumerated() {
            for movement in [cachedMovement, freshMovement] {
                movement.x = move.x
                movement.y = move.y
                movement.photoSet = index >= 20 && index < 24 ? 1 : 0  // new pixels under the same views
                movement.fade = index == 25 ? 0.5 : 1
            }
            cached.advance(frames: 1)
            fresh.advance(frames: 1)
            let same = cached.render() == fresh.render()
            #expect(same, "frame \(index) at \(move), scale \(scale)")
        }
        return cached
    }

    /// The cache holds nothing across frames it was not used in, and a still render never has one.
    @Test func entriesLiveOneFrameUnlessUsed() {
        let movement = Movement()
        let host = ViewHost(Scene(movement: movement), on: .canvas(width: 100, height: 180), renderer: Renderer(scale: 1))
        _ = host.render()
        let visible = host.rasterCache?.entryCount ?? 0
        #expect(visible > 0)
        movement.y = -1000  // every page off screen: their images are not drawn
        host.advance(frames: 1)
        _ = host.render()
        // The pages' entries are gone; at most the bar's image (under its opacity) remains.
        #expect((host.rasterCache?.entryCount ?? 0) <= 1)
        #expect((host.rasterCache?.entryCount ?? 0) < visible)
    }
}
