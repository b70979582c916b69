import DiffableTUI

/// The chosen commit: hash, author and date, its whole message, and the files it changed.
final class CommitDetailView: View {
    private var commit: Commit?
    private var detail: CommitDetail?

    /// Shows `commit`; `detail` is `nil` while it is being read.
    func show(_ commit: Commit, detail: CommitDetail?) {
        self.commit = commit
        self.detail = detail
        setNeedsDisplay()
    }

    override func draw(in canvas: inout Canvas) {
        let width = max(0, bounds.width - 4)
        guard let commit else {
            canvas.write("Choose a commit (Enter).", at: Point(x: 2, y: 1), style: Style.plain.dim, maxWidth: width)
            return
        }
        var y = 1
        func line(_ text: String, _ style: Style = .plain) {
            guard y < bounds.height else { return }
            canvas.write(text, at: Point(x: 2, y: y), style: style, maxWidth: width)
            y += 1
        }
        line(commit.hash, Style(foreground: .indexed(179)))
        line("\(commit.author)  \(commit.date)", Style.plain.dim)
        y += 1
        guard let detail else { return line("reading…", Style.plain.dim) }
        for paragraph in detail.message.split(separator: "\n", omittingEmptySubsequences: false) {
            for wrapped in String(paragraph).wrapped(toWidth: max(1, width)) { line(wrapped) }
        }
        y += 1
        line("\(detail.files.count) files changed", Style.plain.bold)
        for file in detail.files { line(file) }
    }
}
