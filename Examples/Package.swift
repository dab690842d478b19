// swift-tools-version:6.0
// A package that uses Feedshot the way our users do: a card written in Swift with FeedshotUI,
// pinned by a golden image with FeedshotTesting.
//
// In your own package, name Feedshot by its address and a version:
//     .package(url: "https://…/feedshot.git", from: "0.1.0")
//     .product(name: "FeedshotUI", package: "feedshot")
// Here the address comes from FEEDSHOT_PACKAGE_URL (CI sets it to a tagged bare clone of the
// checkout, see Scripts/check-examples); without it the example builds against the checkout
// around it, for trying changes locally.
import PackageDescription

let feedshot: Package.Dependency
let feedshotIdentity: String
if let url = Context.environment["FEEDSHOT_PACKAGE_URL"], !url.isEmpty {
    feedshot = .package(url: url, from: "0.1.0")
    feedshotIdentity = identity(ofLastComponentOf: url)
} else {
    feedshot = .package(path: "..")
    feedshotIdentity = identity(ofLastComponentOf: parentFolder(of: Context.packageDirectory))
}

let package = Package(
    name: "FeedshotExamples",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ExampleCards", targets: ["ExampleCards"]),
    ],
    dependencies: [feedshot],
    targets: [
        .target(name: "ExampleCards",
                dependencies: [.product(name: "FeedshotUI", package: feedshotIdentity)]),
        .testTarget(name: "ExampleCardsTests",
                    dependencies: ["ExampleCards", .product(name: "FeedshotTesting", package: feedshotIdentity)],
                    exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)

/// SwiftPM's identity of a package: the last path component, without `.git`, in lower case.
func identity(ofLastComponentOf location: String) -> String {
    var name = location
    while name.hasSuffix("/") { name.removeLast() }
    name = String(name.split(separator: "/").last ?? "")
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name.lowercased()
}

/// The folder above `path`.
func parentFolder(of path: String) -> String {
    var trimmed = path
    while trimmed.hasSuffix("/") { trimmed.removeLast() }
    return String(trimmed[..<(trimmed.lastIndex(of: "/") ?? trimmed.startIndex)])
}
