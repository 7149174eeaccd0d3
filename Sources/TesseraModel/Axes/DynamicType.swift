/// Apple's Dynamic Type: the content-size categories and the point size of each text style in
/// each category, from the iOS Human Interface Guidelines' Dynamic Type sizes table.
///
/// A typography token that declares the text style it scales with (`relativeTo`) gets its font
/// size scaled per category by `size(style, category) / size(style, .large)`, as
/// `UIFontMetrics` scales a custom font. Its line height is a ratio, so it scales with it.
public enum DynamicType {
    /// The text styles, in the table's order.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    }

    /// The content-size categories, smallest first; `large` is the default.
    public static let categories = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// The name of the axis that carries the categories.
    public static let axisName = "contentSize"

    /// The default category.
    public static let defaultCategory = "large"

    /// Point sizes per category (rows, in ``categories`` order) and text style (columns, in
    /// ``TextStyle`` order).
    package static let pointSizes: [[Double]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // large
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // AX5
    ]

    /// The `contentSize` axis: every category, defaulting to `large`.
    public static var axis: ModeAxis {
        ModeAxis(axisName, contexts: categories.map { ModeAxis.Context($0) }, defaultContext: defaultCategory)
    }

    /// The point size of `style` in `category`, or `nil` for an unknown category.
    public static func pointSize(_ style: TextStyle, in category: String) -> Double? {
        guard let row = categories.firstIndex(of: category), let column = TextStyle.allCases.firstIndex(of: style) else { return nil }
        return pointSizes[row][column]
    }

    /// The factor a size relative to `style` is multiplied by in `category` (1 at `large`).
    public static func scale(_ style: TextStyle, in category: String) -> Double? {
        guard let size = pointSize(style, in: category), let base = pointSize(style, in: defaultCategory) else { return nil }
        return size / base
    }
}
