/// The measurements lists are drawn with, after UIKit's table views on iPhone.
///
/// - Layout margins: 16 points on iPhones narrower than 414 points, 20 on the Plus and Max
///   phones. UIKit sets a view controller's root margins by size class, "16 points for compact
///   width and 20 points for regular" (Use Your Loaf, "Changing Root View Layout Margins"), and
///   the Plus phones take the wider margin in portrait too (Vik Denic, "Margins and Autolayout on
///   iPhone 6 Plus"). Row content, separators and inset-grouped cards are inset by it.
/// - Rows are at least 44 points tall: Apple's minimum tappable height, and UITableView's default
///   row height.
/// - Separators are one device pixel (0.33 points at 3x) in the separator colour, inset at the
///   leading edge by the row's leading inset (UITableView's `separatorInset`), absent after the
///   last row of a section in grouped styles and after the last row of a plain list.
/// - Inset-grouped cards have a 10-point corner radius (UITableView's `.insetGrouped`, iOS 13–17).
/// - Sections of grouped styles are 35 points apart (the grouped table's section spacing, reported
///   e.g. in "extra 35-pixel top padding in UITableViewStyleGrouped").
///
/// Not published by Apple and chosen to look like iOS 17: rows' vertical insets (6 points, so a
/// 17-point text row is 44 points and a switch row stays 44), header and footer spacing (17 points
/// above a header, 7 between a header or footer and its card), and the plain header's padding.
struct ListMetrics {
    /// The leading and trailing margin for a screen `width` points wide.
    static func layoutMargin(screenWidth width: Double) -> Double {
        width >= 414 ? 20 : 16
    }

    static let minimumRowHeight = 44.0
    static let rowVerticalInset = 6.0
    static let cardCornerRadius = 10.0
    static let sectionSpacing = 35.0
    static let headerTopSpacing = 17.0
    static let headerToCard = 7.0
    static let cardToFooter = 7.0
    static let plainHeaderVerticalPadding = 6.0
    /// The disclosure chevron of navigation rows: 8 × 13 points, 8 points after the content.
    static let chevronSize = Size(width: 8, height: 13)
    static let chevronSpacing = 8.0
}
