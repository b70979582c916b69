@testable import DiffableTUI

extension ScreenInvariants {
    /// The cells of the rows `rowProblems` complains about, one `"grapheme"/width` per cell
    /// that is not plain ASCII, to read a failure by.
    static func rowDumps(_ screen: Buffer) -> [String] {
        let rows = Set(rowProblems(screen).compactMap { problem in
            problem.split(separator: " ").dropFirst().first.flatMap { Int($0.filter(\.isNumber)) }
        })
        return rows.sorted().map { y in
            "row \(y): " + (0..<screen.size.width).compactMap { x in
                let cell = screen[x, y]
                return cell.grapheme.utf8.count == 1 && cell.width == 1 ? nil : "\(x):\(debug(cell.grapheme))/\(cell.width)"
            }.joined(separator: " ")
        }
    }
}
