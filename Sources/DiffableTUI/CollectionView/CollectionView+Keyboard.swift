/// Keys: the collection view handles navigation and selection keys and passes on the rest
/// (returns `false`) so the app can use them. Nothing happens, and nothing traps, on an empty
/// collection view.
extension CollectionView {
    func handleNavigationKey(_ key: Key) -> Bool {
        layoutIfNeeded()
        if handleTableKey(key) { return true }
        guard firstItem() != nil else { return false }
        // Nothing focused, or the focused item scrolled out of sight (the wheel, a list
        // following its end): the key starts from what the reader sees rather than jumping
        // back to an item they cannot see.
        guard let current = focus, isOnScreen(current) else {
            switch key {
            case .end:
                focusByKeyboard(firstFocusable(from: lastItem()) { item(before: $0) }, heading: .last)
            case .home:
                contentOffset = Point(x: offset.x, y: 0)
                focusByKeyboard(firstFocusable(from: firstItem()) { item(after: $0) }, heading: .first)
            case .up, .pageUp:
                focusByKeyboard(firstFocusable(from: lastVisibleItem() ?? lastItem()) { item(before: $0) }, heading: .up)
            case .down, .left, .right, .pageDown:
                focusByKeyboard(firstFocusable(from: firstVisibleItem() ?? firstItem()) { item(after: $0) }, heading: key.focusHeading)
            default:
                return false
            }
            return true
        }
        switch key {
        case .up: return focusByKeyboard(firstFocusable(from: item(.up, from: current)) { item(.up, from: $0) }, heading: .up)
        case .down: return focusByKeyboard(firstFocusable(from: item(.down, from: current)) { item(.down, from: $0) }, heading: .down)
        case .left: return handleHorizontalKey(forward: false, at: current)
        case .right: return handleHorizontalKey(forward: true, at: current)
        case .pageUp: return page(.up, from: current)
        case .pageDown: return page(.down, from: current)
        case .home:
            contentOffset = Point(x: offset.x, y: 0)
            return focusByKeyboard(firstFocusable(from: firstItem()) { item(after: $0) }, heading: .first)
        case .end: return focusByKeyboard(firstFocusable(from: lastItem()) { item(before: $0) }, heading: .last)
        case .enter, .character(" "):
            // Choosing changes no text a screen reader would read (the row's colour): the
            // focused item is described again, "selected" or not, in accessible mode.
            let wasSelected = selection.contains(current)
            // A key that chose nothing (selection off, no primary action) is the next
            // responder's.
            guard activateItem(at: current) else { return false }
            if selection.contains(current) != wasSelected { window?.announceFocusMove() }
            return true
        default:
            return false
        }
    }

    /// The topmost item on screen.
    func firstVisibleItem() -> IndexPath? {
        itemsOnScreen().min { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }?.indexPath
    }

    /// The bottommost item on screen.
    func lastVisibleItem() -> IndexPath? {
        itemsOnScreen().max { ($0.frame.maxY, $0.frame.minX) < ($1.frame.maxY, $1.frame.minX) }?.indexPath
    }

    /// Whether an item shows on screen, at least in part.
    func isOnScreen(_ indexPath: IndexPath) -> Bool {
        itemsOnScreen().contains { $0.indexPath == indexPath }
    }

    /// The cells displayed that show on screen (not those kept ready just beyond it).
    func itemsOnScreen() -> [LayoutAttributes] {
        let visible = visibleRect
        return displayed.lazy.map(\.attributes).filter { $0.representedElementCategory == .cell && $0.frame.intersects(visible) }
    }

    /// Moves the focus where a key going `heading` sends it; a key with nowhere to go is still
    /// handled (the focus stays, the key does not leak to the app).
    @discardableResult
    func focusByKeyboard(_ target: IndexPath?, heading: FocusHeading) -> Bool {
        if !isFirstResponder { becomeFirstResponder() }
        if let target { moveFocus(to: target, reveal: true, selecting: true, heading: heading) }
        return true
    }

    /// Left/Right: in lists they belong to outlines (collapse, go to parent, expand, go to
    /// first child) and pass on otherwise; in grids they move in reading order.
    private func handleHorizontalKey(forward: Bool, at indexPath: IndexPath) -> Bool {
        guard isListSection(indexPath.section) else {
            let step = forward ? item(after:) : item(before:)
            return focusByKeyboard(firstFocusable(from: step(indexPath), step), heading: forward ? .right : .left)
        }
        guard let outline = outlineFacts(at: indexPath) else { return false }
        if forward {
            if outline.isExpandable && !outline.isExpanded {
                setExpanded(true, at: indexPath)
                return true
            }
            if outline.isExpanded, let child = item(after: indexPath), child.section == indexPath.section,
               (outlineSource?.outlineState(at: child)?.level ?? 0) > outline.level {
                return focusByKeyboard(child, heading: .right)
            }
            return false
        }
        if outline.isExpanded {
            setExpanded(false, at: indexPath)
            return true
        }
        if let parent = outline.parent { return focusByKeyboard(parent, heading: .left) }
        return false
    }

    /// PgUp/PgDn: moves the content and the focus by a page, so the focus keeps its row.
    private func page(_ direction: VerticalDirection, from indexPath: IndexPath) -> Bool {
        let rows = max(1, bounds.height - 1)
        scroll(by: direction == .down ? rows : -rows)
        return focusByKeyboard(firstFocusable(from: item(pagedFrom: indexPath, direction)) { item(direction, from: $0) },
                               heading: direction == .down ? .down : .up)
    }

    /// Enter or Space: toggles a header-style outline row; chooses any other item, and
    /// toggles it too when it is an outline parent (a folder opens where it is chosen), through
    /// the data source's `sectionSnapshotHandlers`. Returns whether it did anything.
    func activateItem(at indexPath: IndexPath) -> Bool {
        guard let outline = outlineFacts(at: indexPath), outline.isExpandable else {
            return chooseItem(at: indexPath)
        }
        if outline.style != .header { chooseItem(at: indexPath) }
        setExpanded(!outline.isExpanded, at: indexPath)
        return true
    }
}

private extension Key {
    /// The heading of an arrow or page key; empty for any other key.
    var focusHeading: FocusHeading {
        switch self {
        case .up, .pageUp: .up
        case .down, .pageDown: .down
        case .left: .left
        case .right: .right
        default: []
        }
    }
}
