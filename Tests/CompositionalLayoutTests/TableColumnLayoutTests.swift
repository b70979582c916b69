import Testing
import TestSupport
@testable import CompositionalLayout

/// Column widths: fixed, fraction, fit-to-content and slack columns across widths, and the
/// order in which they give way.
struct TableColumnLayoutTests {
    typealias Span = TableColumnLayout.Span

    @Test func eachKindOfWidth() {
        let columns = [
            TableColumn("A", width: .fixed(4), isSortable: false),
            TableColumn("B", width: .fitToContent(minimum: 2, maximum: 6), isSortable: false),
            TableColumn("C", width: .fraction(0.5), isSortable: false),
            TableColumn("D", width: .slack(minimum: 3), isSortable: false),
        ]
        // 42 wide: 40 inside the margins; A 4, B fits 5, spacing 3, 28 left; past C's minimum
        // (1) and D's (3), C takes half of the 24 over: 13; D the rest, 15.
        let layout = TableColumnLayout(columns: columns, width: 42, contentWidths: [0, 5, 0, 0])
        #expect(layout.spans == [Span(x: 1, width: 4), Span(x: 6, width: 5), Span(x: 12, width: 13), Span(x: 26, width: 15)])
        // A fitted column stays within its bounds.
        #expect(TableColumnLayout(columns: columns, width: 42, contentWidths: [0, 50, 0, 0]).spans[1]?.width == 6)
        #expect(TableColumnLayout(columns: columns, width: 42, contentWidths: [0, 0, 0, 0]).spans[1]?.width == 2)
    }

    @Test func aHiddenColumnTakesNoRoom() {
        var columns = [TableColumn("A", width: .fixed(4)), TableColumn("B", width: .slack(minimum: 1))]
        columns[0].isHidden = true
        let layout = TableColumnLayout(columns: columns, width: 12, contentWidths: [])
        #expect(layout.spans == [nil, Span(x: 1, width: 10)])
    }

    @Test func columnsGiveWayLowestPriorityFirstAndTheSlackColumnLast() {
        let columns = [
            TableColumn("A", width: .fixed(5), layoutPriority: 1),
            TableColumn("B", width: .fixed(5)),
            TableColumn("C", width: .fixed(5)),
            TableColumn("D", width: .slack(minimum: 5)),
        ]
        func shown(_ width: Int) -> [Int] {
            let spans = TableColumnLayout(columns: columns, width: width, contentWidths: []).spans
            return spans.indices.filter { spans[$0] != nil }
        }
        #expect(shown(25) == [0, 1, 2, 3])
        #expect(shown(24) == [0, 1, 3], "C, the later of the two lowest, goes first")
        #expect(shown(18) == [0, 3])
        #expect(shown(13) == [0, 3])
        #expect(shown(12) == [3], "the slack column goes last")
        #expect(shown(3) == [3])
    }

    /// Seeded random columns at every width from 0 to 120: spans stay inside the margins, in
    /// order, without overlapping; nothing gives way while the minimums fit; and as the width
    /// shrinks by one, no other column narrows while a slack column is above its minimum.
    @Test(arguments: 0..<40)
    func randomColumnsAtEveryWidth(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let columns = (0..<Int.random(in: 1...6, using: &random)).map { index -> TableColumn in
            let width: TableColumn.Width = switch Int.random(in: 0..<4, using: &random) {
            case 0: .fixed(Int.random(in: 0...10, using: &random))
            case 1: .fraction(Double.random(in: 0...1, using: &random))
            case 2: .fitToContent(minimum: Int.random(in: 0...5, using: &random), maximum: Int.random(in: 3...15, using: &random))
            default: .slack(minimum: Int.random(in: 0...8, using: &random))
            }
            return TableColumn(String(repeating: "t", count: Int.random(in: 0...6, using: &random)), width: width,
                               isHidden: Int.random(in: 0..<8, using: &random) == 0, layoutPriority: Double(Int.random(in: 0...2, using: &random)))
        }
        let content = columns.map { _ in Int.random(in: 0...20, using: &random) }
        var previous: TableColumnLayout?
        for width in (0...120).reversed() {
            let layout = TableColumnLayout(columns: columns, width: width, contentWidths: content)
            var x = TableColumnLayout.margin
            for (index, span) in layout.spans.enumerated() {
                guard let span else { continue }
                #expect(!columns[index].isHidden)
                #expect(span.x >= x && span.width >= 0, "in order, no overlap")
                #expect(span.x + span.width <= max(TableColumnLayout.margin, width - TableColumnLayout.margin), "inside the margins")
                x = span.x + span.width + TableColumnLayout.spacing
            }
            if let previous, previous.spans.map({ $0 != nil }) == layout.spans.map({ $0 != nil }) {
                let slack = columns.indices.filter { if case .slack = columns[$0].width { layout.spans[$0] != nil } else { false } }
                let slackAboveMinimum = slack.contains { index in
                    guard case .slack(let minimum) = columns[index].width else { return false }
                    return (layout.spans[index]?.width ?? 0) > minimum
                }
                let otherNarrowed = columns.indices.contains { index in
                    if case .slack = columns[index].width { return false }
                    if case .fraction = columns[index].width { return false }
                    return (layout.spans[index]?.width ?? 0) < (previous.spans[index]?.width ?? 0)
                }
                #expect(!(otherNarrowed && slackAboveMinimum), "the slack column gives up its room first (width \(width))")
            }
            previous = layout
        }
    }
}

