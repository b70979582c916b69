/// The screen shown instead of the window while the terminal is smaller than the app's minimum.
enum TooSmallScreen {
    /// "terminal too small (needs WxH)", centred; split over two lines when one is too narrow,
    /// truncated with `…` when even that does not fit.
    static func render(size: Size, minimum: Size) -> Buffer {
        var buffer = Buffer(size: size)
        let message = "terminal too small (needs \(minimum.width)x\(minimum.height))"
        let lines = message.terminalWidth <= size.width || size.height < 2
            ? [message]
            : ["terminal too small", "(needs \(minimum.width)x\(minimum.height))"]
        let top = max(0, (size.height - lines.count) / 2)
        for (row, line) in lines.enumerated() {
            let width = min(line.terminalWidth, size.width)
            buffer.write(line, at: Point(x: max(0, (size.width - width) / 2), y: top + row), style: Style.plain.bold)
        }
        return buffer
    }
}
