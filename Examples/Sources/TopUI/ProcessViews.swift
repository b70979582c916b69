import DiffableTUI

/// A process as one row of text: pid, user, CPU, memory, name in fixed columns.
enum ProcessRow {
    static let titles = "    PID USER       CPU%     MEM  COMMAND"

    static func text(for sample: ProcessSample) -> String {
        let cpu = (sample.cpu * 10).rounded() / 10
        return pad("\(sample.pid)", 7) + " " + pad(sample.user, 8, leading: false) + " " + pad("\(cpu)", 6)
            + " " + pad(memory(sample.residentKiB), 7) + "  " + sample.name
    }

    static func memory(_ kib: Int) -> String {
        switch kib {
        case ..<1024: "\(kib)K"
        case ..<(1024 * 1024): "\(kib / 1024)M"
        default: "\(kib / 1024 / 102 / 10).\(kib / 1024 / 102 % 10)G"
        }
    }

    /// `text` cut or padded to `width` columns, right-aligned unless `leading` is false.
    static func pad(_ text: String, _ width: Int, leading: Bool = true) -> String {
        let cut = String(text.prefix(width))
        let fill = String(repeating: " ", count: max(0, width - cut.count))
        return leading ? fill + cut : cut + fill
    }
}

/// The badge at the trailing end of a row whose process uses more than `hotThreshold` of a
/// core; hidden otherwise.
final class HotBadge: CollectionReusableView {
    static let elementKind = "HotBadge"
    nonisolated static let width = 5

    var cpu = 0.0 {
        didSet {
            isHidden = cpu <= ProcessMonitor.hotThreshold
            if oldValue != cpu { setNeedsDisplay() }
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        cpu = 0
    }

    override func draw(in canvas: inout Canvas) {
        let style = canvas.colorDepth == .monochrome
            ? Style(attributes: [.bold, .reverse]) : Style(foreground: .indexed(231), background: .indexed(160), attributes: .bold)
        canvas.write(" hot ", at: .zero, style: style, maxWidth: bounds.width)
    }
}

/// The list column: the column titles over the list.
final class ListColumn: View {
    let titles: Label
    let list: CollectionView

    init(titles: Label, list: CollectionView) {
        self.titles = titles
        self.list = list
        super.init()
        addSubview(titles)
        addSubview(list)
    }

    override func layoutSubviews() {
        titles.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        list.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
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
            ("CPU", "\((sample.cpu * 10).rounded() / 10) %"), ("Memory", ProcessRow.memory(sample.residentKiB)),
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
