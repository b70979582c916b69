/// A spinner that shows work in progress, as `UIActivityIndicatorView` does: one braille
/// glyph turning (`⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`) while animating.
///
/// The glyph is chosen from the window's animation clock, so a headless run with a manual
/// clock shows the same frame at the same moment every time. The window's frame timer runs
/// only while the spinner animates. In accessible mode (see <doc:AccessibleMode>) the glyph
/// stands still: a turning glyph would be read again and again, and would keep the terminal
/// busy.
///
/// ```swift
/// let spinner = ActivityIndicatorView()
/// spinner.startAnimating()      // after fetching: spinner.stopAnimating()
/// ```
open class ActivityIndicatorView: View {
    /// The glyphs of one turn.
    public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Seconds each glyph shows.
    public static let frameDuration = 0.08

    /// Whether the spinner turns: between `startAnimating()` and `stopAnimating()`.
    public private(set) var isAnimating = false
    /// Whether the view is hidden while it does not animate (UIKit's default: true).
    public var hidesWhenStopped = true {
        didSet { updateHidden() }
    }
    /// The glyph's colour: by default the terminal's own text colour, the one colour that
    /// reads at WCAG's 4.5:1 on the terminal's background whatever its theme (the orange of
    /// earlier versions was 1.8:1 on white).
    public var color: Color = .default {
        didSet { if oldValue != color { setNeedsDisplay() } }
    }

    /// The glyph shown now.
    public private(set) var frameIndex = 0 {
        didSet { if oldValue != frameIndex { setNeedsDisplay() } }
    }
    private var spin: Spin?

    /// A stopped spinner, one cell by default; hidden until it animates.
    override public init(frame: Rect = Rect(x: 0, y: 0, width: 1, height: 1)) {
        super.init(frame: frame)
        updateHidden()
    }

    /// Starts turning (and shows the view, under `hidesWhenStopped`).
    ///
    /// The first frame is asked for when the view next draws in a window; from then on the
    /// window's host steps it on its frame timer.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateHidden()
        setNeedsDisplay()
    }

    /// Stops turning (and hides the view, under `hidesWhenStopped`); the window's frame timer
    /// stops with the last running animation.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spin = nil
        updateHidden()
        setNeedsDisplay()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    override open func draw(in canvas: inout Canvas) {
        // The animation starts on the first draw: only then is the view surely in a window.
        if isAnimating, spin == nil, let window, !window.isAccessibleModeEnabled {
            let spin = Spin(indicator: self, start: window.clock.now)
            self.spin = spin
            window.addAnimation(spin)
        }
        let style = canvas.colorDepth == .monochrome ? Style.plain.bold : Style(foreground: color).bold
        canvas.write(Self.frames[frameIndex % Self.frames.count], at: .zero, style: style)
    }

    /// Turns the glyph with the clock until the indicator stops or leaves its window.
    private final class Spin: FrameAnimation {
        weak var indicator: ActivityIndicatorView?
        let start: Double

        init(indicator: ActivityIndicatorView, start: Double) {
            self.indicator = indicator
            self.start = start
        }

        func step(to time: Double) -> Bool {
            guard let indicator, indicator.spin === self, indicator.window != nil else { return false }
            let turns = Int(max(0, time - start) / ActivityIndicatorView.frameDuration)
            indicator.frameIndex = turns % ActivityIndicatorView.frames.count
            return true
        }
    }
}
