/// The screen shown instead of the window while the terminal is smaller than the app's minimum.
enum TooSmallScreen {
    /// "terminal too small: WxH (needs WxH)" with the current size first, centred; split over
    /// two lines when one is too narrow, truncated with `…` when even that does not fit.
    static func render(size: Size, minimum: Size) -> Buffer {
        var buffer = Buffer(size: size)
        let sizes = "\(size.width)x\(size.height) (needs \(minimum.width)x\(minimum.height))"
        let message = "terminal too small: \(sizes)"
        let lines = message.terminalWidth <= size.width || size.height < 2
            ? [message]
            : ["terminal too small:", sizes]
        let top = max(0, (size.height - lines.count) / 2)
        for (row, line) in lines.enumerated() {
            let width = min(line.terminalWidth, size.width)
            buffer.write(line, at: Point(x: max(0, (size.width - width) / 2), y: top + row), style: Style.plain.bold)
        }
        return buffer
    }
}
