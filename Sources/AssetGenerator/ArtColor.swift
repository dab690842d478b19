import FeedshotUI

/// Colours for generated art, picked by hue so each item gets its own palette.
enum ArtColor {
    /// A colour from hue (0…1, wrapping), saturation and brightness.
    static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double, opacity: Double = 1) -> Color {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6, fraction = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - fraction * saturation)
        let t = brightness * (1 - (1 - fraction) * saturation)
        let (red, green, blue): (Double, Double, Double)
        switch sector {
        case 0: (red, green, blue) = (brightness, t, p)
        case 1: (red, green, blue) = (q, brightness, p)
        case 2: (red, green, blue) = (p, brightness, t)
        case 3: (red, green, blue) = (p, q, brightness)
        case 4: (red, green, blue) = (t, p, brightness)
        default: (red, green, blue) = (brightness, p, q)
        }
        return Color(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Patch gold.
    static let gold = Color(red: 0.93, green: 0.76, blue: 0.33)
    /// Lunar grey, light and dark.
    static let moonLight = Color(red: 0.86, green: 0.86, blue: 0.84)
    static let moonDark = Color(red: 0.52, green: 0.52, blue: 0.55)
}
