// swift-tools-version:6.1
// Feedshot: SwiftUI-style cards and paged feeds rendered to PNG on Linux.
// Module map and conventions: see README.md ("Architecture").
import CompilerPluginSupport
import PackageDescription

/// Strict settings shared by every Swift target.
let strictSwift: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]



/// The modules that run pixel loops. No unsafe build flags here or anywhere: SwiftPM refuses to build
/// a versioned dependency that has them, so nobody could depend on Feedshot (PackageTests checks).
/// Debug builds stay fast by running the scalar kernels (`Implementation.preferred`) and small
/// test images; `@_optimize(speed)` was measured to change nothing in a `-Onone` build.
let pixelSwift: [SwiftSetting] = strictSwift

/// Dependencies only the `Networking` trait brings (code that uses them sits in `#if Networking`).
let networking: TargetDependencyCondition? = .when(traits: ["Networking"])

let package = Package(
    name: "Feedshot",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "feedshot", targets: ["feedshot"]),
        .library(name: "FeedshotUI", targets: ["FeedshotUI"]),
        .library(name: "Feeds", targets: ["Feeds"]),
        .library(name: "Paging", targets: ["Paging"]),
        .library(name: "FeedshotTesting", targets: ["FeedshotTesting"]),
        .library(name: "FeedshotSnapshotTesting", targets: ["FeedshotSnapshotTesting"]),
        // For the fuzz targets in Fuzz/ (a separate package that depends on this one by path).
        .library(name: "ImageCodecs", targets: ["ImageCodecs"]),
        .library(name: "ImageComparison", targets: ["ImageComparison"]),
        // `swift package feedshot-previews --target T --output DIR`: every preview of a target as PNGs.
        .plugin(name: "FeedshotPreviews", targets: ["FeedshotPreviewsPlugin"]),
    ],
    traits: [
        // `#Preview` and `@Previewable` (a macro on swift-syntax, which adds minutes to a cold
        // build): on by default; a cards-only consumer can leave it out with `traits: []`.
        .trait(name: "PreviewMacros", description: "#Preview and @Previewable through import FeedshotUI (builds swift-syntax)"),
        // Images and feeds by URL (async-http-client on SwiftNIO and BoringSSL) and `feedshot serve`
        // (Hummingbird). A package that renders from local files leaves it out with `traits: []`
        // and builds FeedshotUI without them; URLs then report that loading is disabled.
        .trait(name: "Networking", description: "Load images and feeds by URL, serve over HTTP (async-http-client, SwiftNIO, Hummingbird)."),
        .default(enabledTraits: ["Networking", "PreviewMacros"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only FeedshotSnapshotTesting uses it (its image strategies exist only on Apple platforms).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `feedshot serve` only (FeedshotServer).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Images by URL (ImageLoading).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The `#Preview` macro (FeedshotPreviewMacros), with the PreviewMacros trait only.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // MARK: C libraries from Debian (pkg-config names in each module map's target)
        .systemLibrary(name: "CPNG", path: "Sources/CSystem/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CSystem/CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CFreeType", path: "Sources/CSystem/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CSystem/CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CLittleCMS", path: "Sources/CSystem/CLittleCMS", pkgConfig: "lcms2",
                       providers: [.apt(["liblcms2-dev"])]),
        .systemLibrary(name: "CDeflate", path: "Sources/CSystem/CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CSystem/CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CFontconfig", path: "Sources/CSystem/CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"])]),
        // The only code that calls setjmp/longjmp: libpng and libjpeg errors end here, in C frames.
        .target(name: "CCodecShims", dependencies: ["CPNG", "CJPEG"]),

        // MARK: Feedshot modules (data flows down this list, never back up)
        .target(name: "Geometry", swiftSettings: strictSwift),
        // Springs, timing curves, scroll deceleration, rubber band, velocity tracking: the one
        // physics of Paging's swipes and FeedshotUI's animations and scroll views.
        .target(name: "Motion", dependencies: ["Geometry"], swiftSettings: strictSwift),
        // Finds the checkout's Fonts/ and Assets/ folders at run time.
        .target(name: "ProjectResources", swiftSettings: strictSwift),
        .target(name: "Raster", dependencies: ["Geometry"], swiftSettings: pixelSwift),
        .target(name: "ImageCodecs", dependencies: ["Raster", "CCodecShims", "CLittleCMS", "CDeflate", "CZlib"],
                swiftSettings: pixelSwift),
        .target(name: "Typography", dependencies: ["Raster", "ProjectResources", "CFreeType", "CHarfBuzz", "CFontconfig"],
                swiftSettings: pixelSwift),
        // SHA-256: content-addressed cache names, output digests, fingerprints, shard hashes.
        .target(name: "Digests", swiftSettings: strictSwift),
        // Images by URL: network policy, bounded HTTP fetches, the content-addressed disk cache.
        .target(name: "ImageLoading",
                dependencies: ["ImageCodecs", "Digests",
                               .product(name: "AsyncHTTPClient", package: "async-http-client", condition: networking)],
                swiftSettings: strictSwift),
        .target(name: "FeedshotUI", dependencies: ["Raster", "Typography", "ImageCodecs", "ImageLoading", "Motion", "Paging",
                                                   .target(name: "FeedshotPreviewMacros", condition: .when(traits: ["PreviewMacros"]))],
                swiftSettings: strictSwift),
        // `#Preview` and `@Previewable`, declared in FeedshotUI (FeedshotUI/Previews).
        .macro(name: "FeedshotPreviewMacros",
               dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                              .product(name: "SwiftCompilerPlugin", package: "swift-syntax")],
               swiftSettings: strictSwift),
        // JSON scanned with the line and column of every value; feeds and gesture files read through it.
        .target(name: "LocatedJSON", swiftSettings: strictSwift),
        .target(name: "Paging", dependencies: ["Geometry", "LocatedJSON", "Motion"], swiftSettings: strictSwift),
        .target(name: "Feeds", dependencies: ["FeedshotUI", "ProjectResources", "LocatedJSON", "ImageLoading"], swiftSettings: strictSwift),
        // The image diff, without test frameworks, so the CLI can use it; FeedshotTesting adds
        // golden snapshots for Swift Testing and XCTest on top of it.
        .target(name: "ImageComparison", dependencies: ["Raster", "ImageCodecs"], swiftSettings: pixelSwift),
        .target(name: "FeedshotTesting", dependencies: ["ImageComparison", "Raster", "ImageCodecs", "FeedshotUI"],
                swiftSettings: pixelSwift),
        // swift-snapshot-testing's `Snapshotting` strategies for FeedshotUI views and bitmaps.
        .target(name: "FeedshotSnapshotTesting",
                dependencies: ["FeedshotUI", "ImageComparison",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                swiftSettings: strictSwift),
        .target(name: "FeedshotCommands",
                dependencies: ["Feeds", "Paging", "ImageComparison", "LocatedJSON", "Digests",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")],
                swiftSettings: strictSwift),
        // `feedshot serve`: the HTTP card server over the commands' render path.
        .target(name: "FeedshotServer",
                dependencies: ["FeedshotCommands", "FeedshotUI", "ImageCodecs",
                               .product(name: "Hummingbird", package: "hummingbird", condition: networking),
                               .product(name: "Logging", package: "swift-log", condition: networking),
                               .product(name: "Metrics", package: "swift-metrics", condition: networking),
                               .product(name: "Prometheus", package: "swift-prometheus", condition: networking),
                               .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: networking),
                               .product(name: "UnixSignals", package: "swift-service-lifecycle", condition: networking),
                               .product(name: "NIOCore", package: "swift-nio", condition: networking),
                               .product(name: "ArgumentParser", package: "swift-argument-parser")],
                swiftSettings: strictSwift),
        .executableTarget(name: "feedshot", dependencies: ["FeedshotCommands", "FeedshotServer",
                                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          swiftSettings: strictSwift),
        // Renders every preview of a target to PNGs (links the target's objects with FeedshotUI's
        // preview renderer; see FeedshotUI/Previews/Isolation/PreviewRenderingCommand.swift).
        .plugin(name: "FeedshotPreviewsPlugin",
                capability: .command(intent: .custom(verb: "feedshot-previews",
                                                     description: "Render every preview of a target to PNG files"))),
        // Release-mode benchmarks: `swift run -c release feedshot-bench --help`.
        .executableTarget(name: "feedshot-bench",
                          dependencies: ["Feeds", "Paging", "ImageComparison", "FeedshotCommands", "LoopbackServer",
                                         // `http-clients` only, built with the Networking trait.
                                         .product(name: "AsyncHTTPClient", package: "async-http-client",
                                                  condition: networking),
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Sources/FeedshotBench", exclude: ["Peers"], swiftSettings: strictSwift),

        // Draws the embedded feed's images (Assets/Images) with Feedshot itself.
        .executableTarget(name: "feedshot-assets", dependencies: ["Feeds", "ImageCodecs"],
                          path: "Sources/AssetGenerator", swiftSettings: strictSwift),

        // MARK: Tests
        // Helpers shared by the test targets (temporary folders, seeded randomness, test images).
        .target(name: "FeedshotTestSupport", dependencies: ["Raster"], path: "Tests/FeedshotTestSupport",
                swiftSettings: strictSwift),
        // An HTTP server on 127.0.0.1 (SwiftNIO) for the image-loading tests and benchmark.
        .target(name: "LoopbackServer",
                dependencies: [.product(name: "NIOCore", package: "swift-nio"),
                               .product(name: "NIOPosix", package: "swift-nio"),
                               .product(name: "NIOHTTP1", package: "swift-nio")],
                path: "Tests/LoopbackServer", swiftSettings: strictSwift),
        // Previews in a module of their own (`#Preview`s, providers, two that trap on purpose),
        // for the discovery and preview-snapshot tests.
        .target(name: "PreviewFixtures", dependencies: ["FeedshotUI"], path: "Tests/PreviewFixtures",
                swiftSettings: strictSwift),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"], swiftSettings: strictSwift),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "FeedshotTesting", "FeedshotTestSupport"],
                    exclude: ["__Snapshots__"], swiftSettings: strictSwift),
        .testTarget(name: "ImageCodecsTests", dependencies: ["ImageCodecs", "FeedshotTestSupport"],
                    exclude: ["Fixtures"], swiftSettings: strictSwift),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "FeedshotTesting", "FeedshotTestSupport"],
                    exclude: ["__Snapshots__"], swiftSettings: strictSwift),
        .testTarget(name: "FeedshotUITests", dependencies: ["FeedshotUI", "FeedshotTesting", "FeedshotTestSupport",
                                                          "ImageLoading", "LoopbackServer", "PreviewFixtures"],
                    exclude: ["__Snapshots__"], swiftSettings: strictSwift),
        .testTarget(name: "MotionTests", dependencies: ["Motion"], swiftSettings: strictSwift),
        .testTarget(name: "PagingTests", dependencies: ["Paging", "FeedshotTestSupport"], swiftSettings: strictSwift),
        .testTarget(name: "FeedsTests", dependencies: ["Feeds", "FeedshotTesting", "FeedshotTestSupport"],
                    exclude: ["__Snapshots__"], swiftSettings: strictSwift),
        .testTarget(name: "ImageComparisonTests", dependencies: ["ImageComparison", "FeedshotTesting", "FeedshotTestSupport"],
                    exclude: ["__Snapshots__", "Fixtures"], swiftSettings: strictSwift),
        .testTarget(name: "FeedshotTestingTests", dependencies: ["FeedshotTesting", "FeedshotTestSupport", "FeedshotUI",
                                                               "PreviewFixtures"],
                    exclude: ["__Snapshots__"], swiftSettings: strictSwift),
        // The `#Preview` macro's expansion, checked with swift-syntax's framework-neutral support.
        .testTarget(name: "FeedshotPreviewMacrosTests",
                    dependencies: [.target(name: "FeedshotPreviewMacros", condition: .when(traits: ["PreviewMacros"])),
                                   .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax",
                                            condition: .when(traits: ["PreviewMacros"])),
                                   .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax",
                                            condition: .when(traits: ["PreviewMacros"]))],
                    swiftSettings: strictSwift),
        .testTarget(name: "FeedshotSnapshotTestingTests", dependencies: ["FeedshotSnapshotTesting", "FeedshotTestSupport"],
                    exclude: ["__Snapshots__"], swiftSettings: strictSwift),
        // The package as others see it: no unsafe build flags, the install layout.
        .testTarget(name: "PackageTests", dependencies: ["ProjectResources", "FeedshotTestSupport"],
                    swiftSettings: strictSwift),
        .testTarget(name: "FeedshotServerTests", dependencies: ["FeedshotServer", "FeedshotCommands", "FeedshotTestSupport",
                                                               "LoopbackServer",
                                                               .product(name: "Logging", package: "swift-log"),
                                                               .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")],
                    swiftSettings: strictSwift),
        .testTarget(name: "ImageLoadingTests",
                    dependencies: ["ImageLoading", "ImageCodecs", "Digests", "FeedshotTestSupport", "LoopbackServer"],
                    swiftSettings: strictSwift),
        .testTarget(name: "FeedshotCommandsTests", dependencies: ["FeedshotCommands", "Digests", "FeedshotTestSupport",
                                                                "FeedshotTesting", "LoopbackServer"],
                    exclude: ["__Snapshots__"], swiftSettings: strictSwift),
    ],
    swiftLanguageModes: [.v6]
)
