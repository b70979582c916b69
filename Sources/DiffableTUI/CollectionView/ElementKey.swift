/// Names one element of a layout: a cell, or a supplementary or decoration view of a kind,
/// at an index path.
struct ElementKey: Hashable {
    var category: LayoutAttributes.ElementCategory
    /// `nil` for cells.
    var kind: String?
    var indexPath: IndexPath

    init(category: LayoutAttributes.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    init(_ attributes: LayoutAttributes) {
        self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind, indexPath: attributes.indexPath)
    }

    init(cellAt indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    init(supplementaryOfKind kind: String, at indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: kind, indexPath: indexPath)
    }
}

extension ElementKey: Comparable {
    /// Index path first, then cells before supplementaries before decorations, then kind: the
    /// order in which the delegate hears of elements leaving, the same on every run.
    static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
        let left = lhs.category.delegateRank, right = rhs.category.delegateRank
        if left != right { return left < right }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }
}

extension LayoutAttributes.ElementCategory {
    fileprivate var delegateRank: Int {
        switch self {
        case .cell: 0
        case .supplementaryView: 1
        case .decorationView: 2
        }
    }
}

/// One element on screen: its attributes (content coordinates) and the view drawing it
/// (`nil` for decorations, which the collection view draws itself).
struct DisplayedElement {
    var attributes: LayoutAttributes
    var view: CollectionReusableView?

    var key: ElementKey { ElementKey(attributes) }

    /// Drawing order: z-index, then decorations below cells below supplementaries, then
    /// index path, so that equal z-indexes draw the same way every frame.
    static func drawsBefore(_ a: DisplayedElement, _ b: DisplayedElement) -> Bool {
        let left = a.attributes, right = b.attributes
        if left.zIndex != right.zIndex { return left.zIndex < right.zIndex }
        let l = left.representedElementCategory.drawingRank, r = right.representedElementCategory.drawingRank
        if l != r { return l < r }
        return left.indexPath < right.indexPath
    }
}

extension LayoutAttributes.ElementCategory {
    var drawingRank: Int {
        switch self {
        case .decorationView: return 0
        case .cell: return 1
        case .supplementaryView: return 2
        }
    }
}

/// A scroll the next layout pass performs once the target's height is known.
enum Reveal: Equatable {
    /// Keep the focused item on screen, with `scrollOff` rows of context on the sides given.
    case focus(IndexPath, context: RevealContext = .both)
    /// `scrollToItem(at:at:animated:)`.
    case item(IndexPath, CollectionView.ScrollPosition)

    var indexPath: IndexPath {
        switch self {
        case .focus(let indexPath, _), .item(let indexPath, _): return indexPath
        }
    }
}

/// The sides of a revealed focus that keep `scrollOff` rows of context: both when code set the
/// focus or a resize kept it; the side a key went (↑ onto the last row on screen, when the
/// focus had scrolled away, must not scroll down to show rows below); none when an update kept
/// the focused row on screen (a live log's rows arriving beside it must not scroll in on
/// every update).
struct RevealContext: OptionSet, Equatable {
    let rawValue: UInt8

    static let above = RevealContext(rawValue: 1)
    static let below = RevealContext(rawValue: 2)
    static let both: RevealContext = [.above, .below]

    /// The context a key going `heading` gives its new focus.
    init(_ heading: FocusHeading) {
        self = heading.contains(.up) ? .above : heading.contains(.down) ? .below : .both
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }
}

extension LayoutAttributes {
    /// Whether the element clears its frame before drawing when at rest: headers and footers
    /// do, so that content scrolling beneath a pinned one is hidden; cells, decorations and
    /// item supplementaries (badges) draw only their own cells, like a view with a clear
    /// background.
    var restsOpaque: Bool {
        representedElementCategory == .supplementaryView && isBoundarySupplementary
    }
}
