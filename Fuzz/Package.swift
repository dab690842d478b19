// swift-tools-version:6.1
// libFuzzer targets for Feedshot's input parsers. Never part of the root package's build or
// tests: build and run them with `Scripts/fuzz TARGET SECONDS` (which passes
// `-sanitize=fuzzer,address` and `-parse-as-library` on the command line).
import PackageDescription

let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
    ("FuzzPNGDecode", [.product(name: "ImageCodecs", package: "Feedshot")]),
    ("FuzzJPEGDecode", [.product(name: "ImageCodecs", package: "Feedshot")]),
    ("FuzzAPNGDecode", [.product(name: "ImageCodecs", package: "Feedshot")]),
    ("FuzzMoonshotFeed", [.product(name: "Feeds", package: "Feedshot")]),
    ("FuzzMediaFeed", [.product(name: "Feeds", package: "Feedshot")]),
    ("FuzzLaunchFeed", [.product(name: "Feeds", package: "Feedshot")]),
    ("FuzzGraphQLResponse", [.product(name: "Feeds", package: "Feedshot")]),
    ("FuzzAssetContents", [.product(name: "ImageCodecs", package: "Feedshot")]),
    ("FuzzGestureFile", [.product(name: "Paging", package: "Feedshot")]),
    ("FuzzImageDiff", [.product(name: "ImageCodecs", package: "Feedshot"),
                       .product(name: "ImageComparison", package: "Feedshot")]),
]

let package = Package(
    name: "FeedshotFuzz",
    platforms: [.macOS(.v14)],
    products: fuzzTargets.map { .executable(name: $0.name, targets: [$0.name]) },
    // The parsers need no network: without the Networking trait the fuzz build (with
    // AddressSanitizer) skips SwiftNIO, AsyncHTTPClient and BoringSSL.
    dependencies: [.package(name: "Feedshot", path: "..", traits: [])],
    targets: [.target(name: "CFuzzDriver"), .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"])]
        + fuzzTargets.map { .executableTarget(name: $0.name, dependencies: $0.dependencies + ["FuzzSupport"]) },
    swiftLanguageModes: [.v6]
)
