/// The line style of a box or rule drawn with Unicode box-drawing characters.
public enum BoxBorder: Hashable, Sendable, CaseIterable {
    /// Light lines with rounded corners: `╭─╮ │ ╰─╯` (cards).
    case rounded
    /// Light lines with square corners: `┌─┐ │ └─┘`.
    case square
    /// Heavy lines: `┏━┓ ┃ ┗━┛`.
    case heavy
    /// Double lines: `╔═╗ ║ ╚═╝`.
    case double

    /// The characters one border style draws with.
    package struct Glyphs: Hashable, Sendable {
        package var topLeading: Character
        package var topTrailing: Character
        package var bottomLeading: Character
        package var bottomTrailing: Character
        package var horizontal: Character
        package var vertical: Character
        /// `├`: a vertical line with a branch to the trailing side, where a rule meets a box's
        /// leading edge.
        package var leadingTee: Character
        /// `┤`: where a rule meets a box's trailing edge.
        package var trailingTee: Character
        /// `┬`: where a vertical rule meets a box's top edge.
        package var topTee: Character
        /// `┴`: where a vertical rule meets a box's bottom edge.
        package var bottomTee: Character
        /// `┼`.
        package var cross: Character
    }

    package var glyphs: Glyphs {
        switch self {
        case .rounded:
            return Glyphs(topLeading: "╭", topTrailing: "╮", bottomLeading: "╰", bottomTrailing: "╯", horizontal: "─",
                          vertical: "│", leadingTee: "├", trailingTee: "┤", topTee: "┬", bottomTee: "┴", cross: "┼")
        case .square:
            return Glyphs(topLeading: "┌", topTrailing: "┐", bottomLeading: "└", bottomTrailing: "┘", horizontal: "─",
                          vertical: "│", leadingTee: "├", trailingTee: "┤", topTee: "┬", bottomTee: "┴", cross: "┼")
        case .heavy:
            return Glyphs(topLeading: "┏", topTrailing: "┓", bottomLeading: "┗", bottomTrailing: "┛", horizontal: "━",
                          vertical: "┃", leadingTee: "┣", trailingTee: "┫", topTee: "┳", bottomTee: "┻", cross: "╋")
        case .double:
            return Glyphs(topLeading: "╔", topTrailing: "╗", bottomLeading: "╚", bottomTrailing: "╝", horizontal: "═",
                          vertical: "║", leadingTee: "╠", trailingTee: "╣", topTee: "╦", bottomTee: "╩", cross: "╬")
        }
    }
}
