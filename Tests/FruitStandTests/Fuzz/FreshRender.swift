@testable import DiffableTUI
@testable import FruitStand

/// Once nothing animates, each pane on screen must equal a fresh collection view given the
/// same snapshot without animation (with the same selection, focus and scroll position): no
/// trace of the animations, interruptions and reuse that led there.
@MainActor
enum FreshRender {
    /// Differences between the panes on screen and fresh renders of their snapshots.
    static func problems(_ app: HeadlessRun) -> [String] {
        guard let trace = app.driver.window.renderTrace else { return [] }
        let session = app.session
        let screen = app.driver.backend.screen

        let content = ContentController()
        content.model = session
        content.dataSource.apply(session.content.dataSource.snapshot(), animatingDifferences: false)

        let sidebar = SidebarController()
        sidebar.model = session
        sidebar.counts = session.sidebar.counts
        sidebar.countsAreKnown = session.sidebar.countsAreKnown
        let shown = session.sidebar.dataSource.snapshot()
        var snapshot = DiffableDataSourceSnapshot<SidebarSection, SidebarItem>()
        snapshot.appendSections(shown.sectionIdentifiers)
        if shown.indexOfSection(.library) != nil {
            snapshot.appendItems(shown.itemIdentifiers(inSection: .library), toSection: .library)
        }
        sidebar.dataSource.apply(snapshot, animatingDifferences: false)
        for section in shown.sectionIdentifiers where section != .library {
            sidebar.dataSource.apply(session.sidebar.dataSource.snapshot(for: section), to: section, animatingDifferences: false)
        }

        // Behind the open compact drawer the content lies under a scrim: dimmed on purpose, so
        // it is compared only when nothing covers it.
        let split = session.root.splitView
        let behindScrim = split.isCollapsed && split.isShowingPrimaryWhenCollapsed
        return (behindScrim ? [] : compare(session.content.collectionView, with: content.collectionView, named: "content", on: screen, trace: trace, depth: app.driver.window.colorDepth))
            + compare(session.sidebar.collectionView, with: sidebar.collectionView, named: "sidebar", on: screen, trace: trace, depth: app.driver.window.colorDepth)
    }

    /// Renders `fresh` in a window of its own with `original`'s selection, focus, first
    /// responder and offsets, and compares it with the part of `screen` where `original` was
    /// drawn and nothing covers it.
    static func compare(
        _ original: CollectionView, with fresh: CollectionView, named name: String, on screen: Buffer, trace: RenderTrace, depth: ColorDepth
    ) -> [String] {
        let entries = trace.entries
        guard let index = entries.firstIndex(where: { $0.view === original }) else { return [] }
        let entry = entries[index]
        let driver = HeadlessDriver(size: original.bounds.size, colorDepth: depth)
        driver.window.rootView = fresh
        if original.isFirstResponder { fresh.becomeFirstResponder() }
        for indexPath in original.indexPathsForSelectedItems ?? [] {
            fresh.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
        fresh.focusedIndexPath = original.focusedIndexPath
        fresh.pendingReveal = nil
        fresh.orthogonalOffsets = original.orthogonalOffsets
        fresh.contentOffset = original.contentOffset
        let rendered = driver.screen
        if fresh.contentOffset != original.contentOffset {
            return ["\(name): the offset \(original.contentOffset) is not one a fresh view keeps (it clamps to \(fresh.contentOffset))"]
        }

        // Views drawn after the collection view, and not inside it, cover it.
        let visible = entry.visible
        var covered = [Bool](repeating: false, count: visible.width * visible.height)
        for cover in entries[(index + 1)...] where !cover.view.isDescendant(of: original) {
            let rect = cover.visible.intersection(visible)
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX { covered[(y - visible.minY) * visible.width + x - visible.minX] = true }
            }
        }
        func isCovered(_ x: Int, _ y: Int) -> Bool {
            visible.contains(Point(x: x, y: y)) && covered[(y - visible.minY) * visible.width + x - visible.minX]
        }
        var differences: [Point] = []
        let shown = screen.cells, width = screen.size.width
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX where !isCovered(x, y) {
                let expected = rendered[x - entry.frame.minX, y - entry.frame.minY]
                // A wide glyph half under a cover cannot show its other half either.
                if expected.isContinuation, isCovered(x - 1, y) { continue }
                if expected.width == 2, isCovered(x + 1, y) { continue }
                if shown[y * width + x] != expected { differences.append(Point(x: x, y: y)) }
            }
        }
        guard let first = differences.first else { return [] }
        let region = Rect(origin: entry.frame.origin, size: original.bounds.size)
        let shownText = lines(of: screen, in: region)
        let freshText = rendered.lines()
        return ["\(name): \(differences.count) cells differ from a fresh render of the same snapshot, first at \(first) "
            + "(shown \(ScreenInvariants.debug(screen[first.x, first.y].grapheme)) \(screen[first.x, first.y].style), "
            + "fresh \(ScreenInvariants.debug(rendered[first.x - entry.frame.minX, first.y - entry.frame.minY].grapheme)) "
            + "\(rendered[first.x - entry.frame.minX, first.y - entry.frame.minY].style))\n"
            + "shown:\n\(shownText.joined(separator: "\n"))\nfresh:\n\(freshText.joined(separator: "\n"))"]
    }

    private static func lines(of buffer: Buffer, in rect: Rect) -> [String] {
        var copy = Buffer(size: rect.size)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let cell = buffer[rect.minX + x, rect.minY + y]
                if !cell.isContinuation { copy[x, y] = cell }
            }
        }
        return copy.lines()
    }
}
