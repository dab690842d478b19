extension Font {
    /// A font weight on the OpenType 1…1000 scale, with SwiftUI's named weights.
    public struct Weight: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The OpenType weight class (`OS/2.usWeightClass`): 400 regular, 700 bold.
        public var value: Int

        /// Creates a weight from an OpenType weight class.
        /// - Precondition: `value` is in 1…1000.
        public init(value: Int) {
            precondition((1...1000).contains(value), "font weight must be in 1...1000, got \(value)")
            self.value = value
        }

        /// The lightest weight (100): SwiftUI's `ultraLight` is lighter than its `thin`.
        public static let ultraLight = Weight(value: 100)
        /// 200.
        public static let thin = Weight(value: 200)
        /// 300.
        public static let light = Weight(value: 300)
        /// 400, the body weight.
        public static let regular = Weight(value: 400)
        /// 500.
        public static let medium = Weight(value: 500)
        /// 600, the `headline` weight.
        public static let semibold = Weight(value: 600)
        /// 700, what `.bold()` asks for.
        public static let bold = Weight(value: 700)
        /// 800.
        public static let heavy = Weight(value: 800)
        /// 900, the heaviest.
        public static let black = Weight(value: 900)

        /// Every named weight, lightest first.
        public static let allNamed: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold,
                                                .bold, .heavy, .black]

        /// Lighter weights sort first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }

        public var description: String {
            switch value {
            case 100: return "ultraLight"
            case 200: return "thin"
            case 300: return "light"
            case 400: return "regular"
            case 500: return "medium"
            case 600: return "semibold"
            case 700: return "bold"
            case 800: return "heavy"
            case 900: return "black"
            default: return "weight(\(value))"
            }
        }
    }
}
