import DiffableTUI

/// `--debug-animate SECONDS`: slides a marker along row 1, to exercise the live frame timer (it
/// must run while the marker moves and stop, leaving the app idle, once it arrives) and exits
/// in the middle of an animation.
@MainActor
enum DebugAnimation {
    static func start(in host: some ApplicationHost, duration: Double) {
        guard let root = host.window.rootView else { return }
        let marker = Marker(frame: Rect(x: 0, y: 1, width: 1, height: 1))
        root.addSubview(marker)
        host.window.addAnimation(Slide(marker: marker, start: host.window.clock.now, duration: duration))
    }

    private final class Marker: View {
        override func draw(in canvas: inout Canvas) {
            canvas.write("▶", at: .zero, style: .plain)
        }
    }

    private final class Slide: FrameAnimation {
        let marker: View
        let start: Double
        let duration: Double

        init(marker: View, start: Double, duration: Double) {
            self.marker = marker
            self.start = start
            self.duration = duration
        }

        func step(to time: Double) -> Bool {
            let progress = min(1, max(0, (time - start) / duration))
            let width = marker.superview?.bounds.width ?? 1
            marker.frame.origin.x = Int((progress * Double(width - 1)).rounded())
            return progress < 1
        }
    }
}
