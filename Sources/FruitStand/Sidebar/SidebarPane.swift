import DiffableTUI

/// The primary column: a header that shows when the sidebar has the keyboard, over the
/// sidebar's list.
final class SidebarPane: View {
    static let title = "Browse"
    let header = PaneHeader()
    let list: View

    init(list: View) {
        self.list = list
        super.init(frame: .zero)
        header.title = Self.title
        addSubview(header)
        addSubview(list)
    }

    override func layoutSubviews() {
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        list.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
    }
}
