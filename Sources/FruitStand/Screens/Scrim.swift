import DiffableTUI

/// Covers the content while the compact drawer is open: dims it, and takes the clicks and
/// the wheel, so nothing behind the drawer is chosen or scrolled; a click closes the drawer.
final class Scrim: View {
    /// A click on the scrim.
    var onPress: (() -> Void)?

    override func draw(in canvas: inout Canvas) {
        let monochrome = canvas.colorDepth == .monochrome
        canvas.updateStyles(in: bounds) { style in
            if monochrome {
                style.attributes.insert(.dim)
            } else {
                style = Style(foreground: .indexed(240), background: .default)
            }
        }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        if case .press = event.kind { onPress?() }
        return true
    }
}
