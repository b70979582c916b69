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
    public struct Glyphs: Hashable, Sendable {
        public var topLeading: Character
        public var topTrailing: Character
        public var bottomLeading: Character
        public var bottomTrailing: Character
        public var horizontal: Character
        public var vertical: Character
        /// `├`: a vertical line with a branch to the trailing side, where a rule meets a box's
        /// leading edge.
        public var leadingTee: Character
        /// `┤`: where a rule meets a box's trailing edge.
        public var trailingTee: Character
        /// `┬`: where a vertical rule meets a box's top edge.
        public var topTee: Character
        /// `┴`: where a vertical rule meets a box's bottom edge.
        public var bottomTee: Character
        /// `┼`.
        public var cross: Character
    }

    public var glyphs: Glyphs {
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
