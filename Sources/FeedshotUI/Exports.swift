// FeedshotUI's API speaks in the types of the modules below it (sizes and rectangles, bitmaps
// and colours, fonts, asset catalogs); re-exporting them lets `import FeedshotUI` suffice, as
// `import SwiftUI` does.
@_exported import Geometry
@_exported import ImageCodecs
@_exported import Raster
@_exported import Typography
// SwiftUI's `Spring` and `UnitCurve` (and Feedshot's shared physics) come with `import FeedshotUI`.
@_exported import Motion
// `@Observable` models (the Observation module) work with `@Environment` and `@Bindable`, as
// `import SwiftUI` makes them available.
@_exported import Observation
// `import SwiftUI` re-exports Foundation: app files that import only SwiftUI use `URL`, `UUID`,
// `Date`, `JSONDecoder`, `UserDefaults`, `sin`… and synthesise `Codable` for models holding them.
// The CoreGraphics names (`CGFloat`, `CGRect`…) are FeedshotUI's own (`CoreGraphicsNames.swift`):
// where Foundation on Linux declares them too, FeedshotUI's shadow them in files that import
// FeedshotUI alone. The DocC article "Foundation and CoreGraphics" explains the choice.
@_exported import Foundation
// On Apple platforms Foundation holds `URLSession` and `URLRequest`; Linux keeps them in
// FoundationNetworking, which `import SwiftUI` code never names. With the Networking trait on
// (the default), FeedshotUI re-exports it so that app code that loads data compiles as written;
// with the trait off a build links no networking at all, so it is not exported.
#if Networking && canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
