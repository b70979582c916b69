/// The pasteboard, as `UIPasteboard` is: where pasted text waits for the view that takes it.
///
/// When the user pastes into the terminal (bracketed paste), the text is put on ``general``
/// and the first responder's ``View/paste(_:)`` is called, which reads it, as a UIKit view's
/// `paste(_:)` reads `UIPasteboard.general`:
///
/// ```swift
/// override func paste(_ sender: Any?) {
///     guard let text = Pasteboard.general.string else { return }
///     insert(text)
/// }
/// ```
///
/// Setting ``string`` keeps the text for the app; it does not reach the system's clipboard.
@MainActor
public final class Pasteboard {
    /// The pasteboard pastes arrive on.
    public static let general = Pasteboard()

    /// The text on the pasteboard: the last paste, or what the app put there; nil when empty.
    public var string: String?

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool { string != nil }

    private init() {}
}
