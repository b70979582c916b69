import DiffableTUI

/// The reuse inspector (`i`): a band under the panes with a row per reuse queue — the class
/// registered by type, what dequeues from it, and live counts of what dequeuing did (seed
/// 004 on screen). It reads the ledger as it draws, and the ledger asks for a redraw as cells
/// come and go, so the counts follow scrolling, reloads and reconfigures frame by frame.
///
/// ```
/// ── Reuse queues · i closes ────────────────────────────────────────────────────
///  Reuse queue        Registered for              shown  prefetched  queued  made  dequeued  reused
///  FruitCardCell      Apple · Orange · EmptyData     12           2       3    17        40      25
/// ```
final class ReuseInspector: View {
    let ledger: ReuseLedger

    /// A count column: its title, the queue's number under it, and when it gives way in a
    /// narrow window (lowest first).
    private struct Column {
        let title: String
        let value: KeyPath<ReuseLedger.Queue, Int>
        let keep: Int
        var width: Int { max(4, title.terminalWidth) }
    }

    private static let columns = [
        Column(title: "shown", value: \.shown, keep: 2), Column(title: "prefetched", value: \.prefetched, keep: 1),
        Column(title: "queued", value: \.waiting, keep: 6), Column(title: "made", value: \.made, keep: 5),
        Column(title: "dequeued", value: \.dequeued, keep: 4), Column(title: "reused", value: \.reused, keep: 3),
        Column(title: "in place", value: \.reconfigured, keep: 0),
    ]
    private static let gap = 2
    /// Room for the longest "registered for" whole ("Apple · Orange · EmptyData") before a
    /// count column is shown.
    private static let minimumRegistrationsWidth = 26

    init(ledger: ReuseLedger) {
        self.ledger = ledger
        super.init(frame: .zero)
        ledger.onChange = { [weak self] in self?.setNeedsDisplay() }
    }

    /// The rows the band needs: its rule, the column titles and a row per queue.
    var preferredHeight: Int { 2 + ledger.queues.count }

    override func draw(in canvas: inout Canvas) {
        guard bounds.width > 4, bounds.height > 0 else { return }
        let rule = canvas.colorDepth == .monochrome ? Style.plain : Style(foreground: .indexed(240))
        canvas.drawHorizontalRule(at: Point(x: 0, y: 0), length: bounds.width, style: rule)
        canvas.write(" Reuse queues · i closes ", at: Point(x: 2, y: 0), style: Style.plain.bold, maxWidth: bounds.width - 4)
        let queues = ledger.queues
        let identifierWidth = max("Reuse queue".terminalWidth, queues.map(\.identifier.terminalWidth).max() ?? 0)
        let fixed = 1 + identifierWidth + Self.gap
        var columns = Self.columns
        while !columns.isEmpty, fixed + Self.minimumRegistrationsWidth + Self.width(of: columns) > bounds.width - 1 {
            let first = columns.map(\.keep).min()
            columns.removeAll { $0.keep == first }
        }
        let registrationsWidth = max(0, bounds.width - 1 - fixed - Self.width(of: columns))
        func row(_ y: Int, _ identifier: String, _ registrations: String, _ numbers: [String], style: Style) {
            guard y < bounds.height else { return }
            canvas.write(identifier, at: Point(x: 1, y: y), style: style, maxWidth: identifierWidth)
            canvas.write(registrations, at: Point(x: fixed, y: y), style: style, maxWidth: registrationsWidth)
            var x = fixed + registrationsWidth
            for (column, number) in zip(columns, numbers) {
                x += Self.gap + column.width
                canvas.write(number, at: Point(x: x - number.terminalWidth, y: y), style: style)
            }
        }
        row(1, "Reuse queue", "Registered for", columns.map(\.title), style: Style.plain.bold)
        for (index, queue) in queues.enumerated() {
            let registrations = queue.registrations.joined(separator: " · ")
            row(2 + index, queue.identifier, registrations.truncated(toWidth: registrationsWidth),
                columns.map { queue[keyPath: $0.value].grouped }, style: .plain)
        }
    }

    private static func width(of columns: [Column]) -> Int {
        columns.reduce(0) { $0 + gap + $1.width }
    }
}
