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
