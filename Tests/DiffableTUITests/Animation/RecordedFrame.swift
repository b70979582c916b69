import DiffableTUITesting
import SnapshotTesting
@testable import DiffableTUI

/// One presented frame of an animation and the elements drawn on it, in drawing order.
@MainActor
struct RecordedFrame {
    let buffer: Buffer
    let drawn: [CollectionView.DrawnElement]
    let time: Double
    /// What each drawn view showed when the frame was recorded (views are reused afterwards).
    let labels: [String?]

    init(buffer: Buffer, drawn: [CollectionView.DrawnElement], time: Double) {
        self.buffer = buffer
        self.drawn = drawn
        self.time = time
        labels = drawn.map { Self.label(of: $0.view) }
    }

    /// The text a view shows, for views with a list content configuration.
    static func label(of view: CollectionReusableView?) -> String? {
        guard let cell = view as? CollectionViewCell, let content = cell.contentConfiguration as? ListContentConfiguration else { return nil }
        return content.text
    }

    /// How often each word appears on screen.
    func wordCounts() -> [Substring: Int] {
        var counts: [Substring: Int] = [:]
        for line in buffer.lines() {
            for word in line.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) { counts[word, default: 0] += 1 }
        }
        return counts
    }

    /// What is wrong with this frame: a label drawn by two elements, on screen twice, missing
    /// though nothing covers it, or on screen though no element draws it (a ghost row).
    ///
    /// An element counts as uncovered when it lies wholly on screen and nothing drawn after it
    /// overlaps it; a covered one may show or not, but never twice.
    func problems(labels: Set<String>) -> [String] {
        var mustShow: [String: Bool] = [:]
        var problems: [String] = []
        for (index, element) in drawn.enumerated() {
            guard let label = self.labels[index] else { continue }
            if mustShow[label] != nil { problems.append("\(label) is drawn by two elements") }
            let covered = drawn[(index + 1)...].contains { $0.frame.intersects(element.frame) }
            mustShow[label] = !covered && buffer.bounds.contains(element.frame)
        }
        let counts = wordCounts()
        for label in labels.sorted() {
            let count = counts[Substring(label)] ?? 0
            if count > 1 { problems.append("\(label) shows \(count) times") }
            if mustShow[label] == true, count != 1 { problems.append("\(label) is uncovered but shows \(count) times") }
            if mustShow[label] == nil, count != 0 { problems.append("\(label) shows but nothing draws it") }
        }
        return problems
    }

    /// Every frame as a golden text: each frame's screen dump (text, then styles), or a note
    /// that it repeats the frame before.
    static func golden(_ frames: [RecordedFrame]) -> String {
        var out: [String] = []
        var previous: Buffer?
        let start = frames.first?.time ?? 0
        for (index, frame) in frames.enumerated() {
            let time = String(Int(((frame.time - start) * 1000).rounded()))
            if frame.buffer == previous {
                out.append("frame \(index) at \(time) ms: unchanged\n")
            } else {
                out.append("frame \(index) at \(time) ms\n" + ScreenDump(frame.buffer).text)
            }
            previous = frame.buffer
        }
        return out.joined(separator: "\n")
    }
}
