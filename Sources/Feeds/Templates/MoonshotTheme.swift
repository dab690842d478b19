import FeedshotUI

extension Color {
    /// Moonshot's screen background, rgb(0.1, 0.1, 0.2).
    public static let darkBackground = Color(red: 0.1, green: 0.1, blue: 0.2)
    /// Moonshot's cell and divider colour, rgb(0.2, 0.2, 0.3).
    public static let lightBackground = Color(red: 0.2, green: 0.2, blue: 0.3)
}

extension ShapeStyle where Self == Color {
    /// Moonshot's screen background, for `.background(.darkBackground)`.
    public static var darkBackground: Color { Color.darkBackground }
    /// Moonshot's cell and divider colour.
    public static var lightBackground: Color { Color.lightBackground }
}
