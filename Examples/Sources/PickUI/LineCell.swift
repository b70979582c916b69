import DiffableTUI

/// A row of the picker: one line, its match with the query drawn bold and underlined in green.
final class LineCell: CollectionViewCell {
    var line = ""
    /// The query the list shows the matches of; read as the row is drawn, so that every row on
    /// screen follows a new query at once.
    var query = { Query("") }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let text = line.replacing("\t", with: " ")
        var pieces = [(text[...], Style.plain)]
        if let match = query().match(in: text), !match.isEmpty,
           let start = String.Index(text.utf8.index(text.startIndex, offsetBy: match.lowerBound), within: text),
           let end = String.Index(text.utf8.index(text.startIndex, offsetBy: match.upperBound), within: text) {
            pieces = [(text[..<start], .plain), (text[start..<end], Style(foreground: .green).bold.underline), (text[end...], .plain)]
        }
        var x = 1
        for (piece, style) in pieces where x < bounds.width {
            x += canvas.write(piece, at: Point(x: x, y: 0), style: style, maxWidth: bounds.width - x)
        }
    }
}
