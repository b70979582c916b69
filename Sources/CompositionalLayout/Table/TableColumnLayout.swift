import TUICore

/// Where each column of a table is drawn, resolved for one width: shared by the header row and
/// every row, so values line up under their titles.
///
/// - Complexity: resolving is O(columns²) in the worst case (a column gives way at a time);
///   independent of the number of rows.
package struct TableColumnLayout: Hashable, Sendable {
    /// The columns of text left before the first column and after the last.
    package static let margin = 1
    /// The blank columns between two neighbouring columns.
    package static let spacing = 1

    /// Per column (in `tableColumns` order): where it is drawn, relative to the row's leading
    /// edge; `nil` for a hidden column or one that gave way.
    package let spans: [Span?]

    /// A column's horizontal extent.
    package struct Span: Hashable, Sendable {
        package var x: Int
        package var width: Int

        package init(x: Int, width: Int) {
            self.x = x
            self.width = width
        }
    }

    package init(spans: [Span?]) {
        self.spans = spans
    }

    /// The column whose span (with half the spacing on either side) holds `x`, if any.
    package func column(at x: Int) -> Int? {
        spans.indices.first { index in
            guard let span = spans[index] else { return false }
            return x >= span.x - Self.spacing && x < span.x + span.width + Self.spacing
        }
    }

    /// Lays `columns` out across `width`: fixed columns at their width, fitted ones at their
    /// content's width (`contentWidths[i]`, the title included) between their bounds, fraction
    /// columns from what is left, and the rest to the slack columns. When the row is too
    /// narrow, the slack columns shrink to their minimum first, then the fitted ones to theirs,
    /// then columns give way by `layoutPriority`.
    package init(columns: [TableColumn], width: Int, contentWidths: [Int]) {
        let inner = max(0, width - 2 * Self.margin)
        var shown = columns.indices.filter { !columns[$0].isHidden }
        // A sortable column's title leaves room for the sort arrow, so sorting never moves it.
        func content(_ index: Int) -> Int {
            let title = columns[index].title.terminalWidth + (columns[index].isSortable ? 2 : 0)
            return max(contentWidths.indices.contains(index) ? contentWidths[index] : 0, title)
        }
        func minimum(_ index: Int) -> Int {
            switch columns[index].width {
            case .fixed(let n): max(0, n)
            case .fraction: 1
            case .fitToContent(let low, let high): max(0, min(low, high))
            case .slack(let low): max(0, low)
            }
        }
        func isSlack(_ index: Int) -> Bool {
            if case .slack = columns[index].width { return true }
            return false
        }
        func spacing(_ count: Int) -> Int { max(0, count - 1) * Self.spacing }
        // Columns give way until the minimums fit: lowest priority first, the later among
        // equals, slack columns last.
        while shown.count > 1, shown.reduce(0, { $0 + minimum($1) }) + spacing(shown.count) > inner {
            let victim = shown.min { a, b in
                (isSlack(a) ? 1 : 0, columns[a].layoutPriority, -a) < (isSlack(b) ? 1 : 0, columns[b].layoutPriority, -b)
            }!
            shown.removeAll { $0 == victim }
        }
        var widths: [Int: Int] = [:]
        for index in shown {
            switch columns[index].width {
            case .fixed(let n): widths[index] = max(0, n)
            case .fitToContent(let low, let high): widths[index] = min(max(content(index), min(low, high)), max(low, high))
            case .fraction, .slack: widths[index] = minimum(index)
            }
        }
        // Fitted columns give back what the minimums of the others need, widest first.
        var excess = shown.reduce(0) { $0 + widths[$1]! } + spacing(shown.count) - inner
        while excess > 0 {
            let shrinkable = shown.filter { if case .fitToContent = columns[$0].width { widths[$0]! > minimum($0) } else { false } }
            guard let widest = shrinkable.max(by: { widths[$0]! < widths[$1]! }) else { break }
            widths[widest]! -= 1
            excess -= 1
        }
        // Fractions of what the fixed and fitted columns leave, then the rest to the slack.
        let placed = shown.reduce(0) { total, index in
            switch columns[index].width {
            case .fixed, .fitToContent: total + widths[index]!
            case .fraction, .slack: total
            }
        }
        // What the minimums of the fraction and slack columns leave is shared out: the
        // fractions first (scaled down when they add up to more than 1), the rest to the slack.
        let flexible = shown.filter { switch columns[$0].width { case .fraction, .slack: true; default: false } }
        var left = max(0, inner - placed - spacing(shown.count) - flexible.reduce(0) { $0 + minimum($1) })
        let fractions = shown.compactMap { index -> (Int, Double)? in
            guard case .fraction(let fraction) = columns[index].width else { return nil }
            return (index, min(max(fraction, 0), 1))
        }
        let scale = max(1, fractions.reduce(0) { $0 + $1.1 })
        let base = left
        for (index, fraction) in fractions {
            let share = Int((Double(base) * fraction / scale).rounded(.down))
            widths[index] = minimum(index) + share
            left -= share
        }
        let slack = shown.filter(isSlack)
        for (position, index) in slack.enumerated() {
            widths[index] = minimum(index) + left / slack.count + (position < left % slack.count ? 1 : 0)
        }
        var spans = [Span?](repeating: nil, count: columns.count)
        var x = Self.margin
        for index in shown {
            // Only a lone column wider than the row is cut here.
            let start = min(x, Self.margin + inner)
            let columnWidth = min(widths[index]!, Self.margin + inner - start)
            spans[index] = Span(x: start, width: columnWidth)
            x = start + columnWidth + Self.spacing
        }
        self.spans = spans
    }
}
