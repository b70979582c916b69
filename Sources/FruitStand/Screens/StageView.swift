import DiffableTUI

/// The window's root: holds the app's screen and, for a script's `Resize` in a real terminal
/// (which a program cannot resize), shows it at the requested size, centred in a frame.
final class StageView: View {
    let screen: View

    /// The size a script asked for; nil fills the terminal.
    var simulatedSize: Size? {
        didSet { if oldValue != simulatedSize { setNeedsLayout() } }
    }

    /// The app's properties pass: derives the chrome from the state, before the frame's
    /// layout, whenever the state asked for it (`setNeedsUpdateProperties()`).
    var onUpdateProperties: (() -> Void)?

    init(screen: View) {
        self.screen = screen
        super.init(frame: .zero)
        addSubview(screen)
    }

    /// Where the screen is drawn.
    var screenFrame: Rect {
        guard let size = simulatedSize, size.width < bounds.width || size.height < bounds.height else { return bounds }
        let width = min(size.width, bounds.width), height = min(size.height, bounds.height)
        return Rect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    override func updateProperties() {
        onUpdateProperties?()
    }

    override func layoutSubviews() {
        screen.frame = screenFrame
    }

    override func draw(in canvas: inout Canvas) {
        let frame = screenFrame
        guard frame != bounds, frame.minX > 0, frame.minY > 0 else { return }
        let box = Rect(x: frame.minX - 1, y: frame.minY - 1, width: frame.width + 2, height: frame.height + 2)
        canvas.drawBox(box, style: Style.plain.dim, border: .rounded, title: "\(frame.width)x\(frame.height)")
    }
}
