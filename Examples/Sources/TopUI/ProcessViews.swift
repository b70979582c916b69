import DiffableTUI

/// A process as the values of a table row, and the orders the table sorts by.
enum ProcessRow {
    /// One value per column of `ProcessMonitor.columns`.
    static func values(for sample: ProcessSample) -> [String] {
        ["\(sample.pid)", sample.user, cpu(sample.cpu), memory(sample.residentKiB), sample.name, "\(sample.threads)"]
    }

    static func cpu(_ share: Double) -> String {
        "\((share * 10).rounded() / 10)"
    }

    static func memory(_ kib: Int) -> String {
        switch kib {
        case ..<1024: "\(kib)K"
        case ..<(1024 * 1024): "\(kib / 1024)M"
        default: "\(kib / 1024 / 102 / 10).\(kib / 1024 / 102 % 10)G"
        }
    }

    /// The order of `sort` (CPU, largest first, without one); ties by pid, so the order is total
    /// and equal rows never swap from one refresh to the next.
    static func order(_ sort: TableSortDescriptor?) -> (ProcessSample, ProcessSample) -> Bool {
        let sort = sort ?? TableSortDescriptor(column: ProcessMonitor.Column.cpu.rawValue, order: .descending)
        let column = ProcessMonitor.Column(rawValue: sort.column) ?? .cpu
        return { a, b in
            let ascending: Bool
            switch column {
            case .pid: ascending = a.pid < b.pid
            case .user: ascending = (a.user, a.pid) < (b.user, b.pid)
            case .cpu: ascending = (a.cpu, b.pid) < (b.cpu, a.pid)
            case .memory: ascending = (a.residentKiB, b.pid) < (b.residentKiB, a.pid)
            case .command: ascending = (a.name, a.pid) < (b.name, b.pid)
            case .threads: ascending = (a.threads, b.pid) < (b.threads, a.pid)
            }
            return sort.order == .ascending ? ascending : (!ascending && a.pid != b.pid)
        }
    }
}

/// The chosen process, one field a line.
final class ProcessDetailView: View {
    var sample: ProcessSample? {
        didSet { if oldValue != sample { setNeedsDisplay() } }
    }
    /// The pid of a chosen process that has ended since.
    var exitedPID: Int?

    override func draw(in canvas: inout Canvas) {
        guard let sample else {
            let text = exitedPID.map { "Process \($0) has exited." } ?? "Choose a process (Enter)."
            canvas.write(text, at: Point(x: 2, y: 1), style: Style.plain.dim, maxWidth: max(0, bounds.width - 3))
            return
        }
        canvas.write(sample.name, at: Point(x: 2, y: 1), style: Style.plain.bold, maxWidth: max(0, bounds.width - 3))
        let fields = [
            ("PID", "\(sample.pid)"), ("User", sample.user), ("State", "\(sample.state) (\(sample.group.rawValue.lowercased()))"),
            ("CPU", "\(ProcessRow.cpu(sample.cpu)) %"), ("Memory", ProcessRow.memory(sample.residentKiB)),
            ("Threads", "\(sample.threads)"),
        ]
        for (row, field) in fields.enumerated() {
            canvas.write(field.0, at: Point(x: 2, y: 3 + row), style: Style.plain.dim, maxWidth: 10)
            canvas.write(field.1, at: Point(x: 12, y: 3 + row), style: .plain, maxWidth: max(0, bounds.width - 13))
        }
        if sample.cpu > ProcessMonitor.hotThreshold {
            canvas.write("above \(Int(ProcessMonitor.hotThreshold)) % of a core", at: Point(x: 2, y: 10), style: Style(foreground: .indexed(160)))
        }
    }
}
