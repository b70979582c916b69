import DiffableTUI

/// The window's root: holds the app's screen and, for a script's `Resize` in a real terminal
/// (which a program cannot resize), shows it at the requested size, centred in a frame.
final class StageView: View {
    let screen: View

    /// The size a script asked for; nil fills the terminal.
    var simulatedSize: Size? {
        didSet { if oldValue != simulatedSize { setNeedsLayout() } }
    }

    /// Runs before each frame's layout and again before it is drawn: the app derives its
    /// chrome from its state here.
    var willLayout: (() -> Void)?

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

    override func layoutSubviews() {
        willLayout?()
        screen.frame = screenFrame
    }

    override func draw(in canvas: inout Canvas) {
        // Lays out again before the next frame, whatever asks for it, so the chrome derived
        // in `willLayout` never lags the state (deriving is cheap and changes nothing that
        // did not change).
        setNeedsLayout()
        willLayout?()
        let frame = screenFrame
        guard frame != bounds, frame.minX > 0, frame.minY > 0 else { return }
        let box = Rect(x: frame.minX - 1, y: frame.minY - 1, width: frame.width + 2, height: frame.height + 2)
        canvas.drawBox(box, style: Style.plain.dim, border: .rounded, title: "\(frame.width)x\(frame.height)")
    }
}
