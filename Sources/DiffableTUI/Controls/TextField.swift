/// A one-line text input, as `UITextField` is: type to edit, Backspace deletes, Ctrl-W deletes
/// the last word, Ctrl-U clears, Enter returns, Esc clears.
///
/// The field edits while it is the first responder and shows a cursor at the end of the text;
/// text wider than the field scrolls so the end stays visible. Changes are reported to the
/// `delegate` after every edit (UIKit's `.editingChanged`), so a list can filter as you type.
/// Keys the field does not use (arrows, Tab, ...) go up the responder chain.
///
/// ```swift
/// let field = TextField()
/// field.placeholder = "filter by name"
/// field.delegate = self          // textFieldDidChange(_:) re-filters
/// field.becomeFirstResponder()
/// ```
open class TextField: View {
    /// The text being edited; setting it does not call the delegate.
    public var text = "" {
        didSet { if oldValue != text { setNeedsDisplay() } }
    }
    /// Shown dim while the text is empty.
    public var placeholder: String? {
        didSet { if oldValue != placeholder { setNeedsDisplay() } }
    }
    /// The text's colour; `.default` is the terminal's foreground.
    public var textColor: Color = .default {
        didSet { if oldValue != textColor { setNeedsDisplay() } }
    }
    /// The longest text the field accepts, in characters.
    public var maximumLength = 256
    /// Told when editing begins and ends and after every edit; asked about Enter and Esc.
    public weak var delegate: (any TextFieldDelegate)?

    /// Whether the field is being edited (it is the first responder).
    public var isEditing: Bool { isFirstResponder }

    /// An empty field; it edits once it is the first responder (`becomeFirstResponder()`).
    override public init(frame: Rect = .zero) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    /// The label you set, or the placeholder.
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }

    /// The value you set, or the text typed (`"empty"` when there is none).
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? (text.isEmpty ? "empty" : text) }
        set { super.accessibilityValue = newValue }
    }

    /// The caret: after the text shown, where the field draws its cursor.
    override func accessibilityCursorPosition() -> Point? {
        let room = max(0, bounds.width - 1)
        let x = text.isEmpty ? 0 : min(room, text.terminalWidth)
        let origin = originInWindow
        return Point(x: origin.x + x, y: origin.y)
    }

    override open var canBecomeFirstResponder: Bool { true }

    override open func didBecomeFirstResponder() {
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
    }

    override open func didResignFirstResponder() {
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
    }

    override open func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            guard text.count < maximumLength, character.terminalWidth > 0 else { return true }
            edit(text + String(character))
        case .backspace:
            if !text.isEmpty { edit(String(text.dropLast())) }
        case .control("u"):
            edit("")
        case .control("w"):
            edit(Self.deletingLastWord(text))
        case .enter:
            _ = delegate?.textFieldShouldReturn(self)
        case .escape:
            if delegate?.textFieldShouldClear(self) ?? true { edit("") }
        default:
            return false
        }
        return true
    }

    /// Inserts the pasteboard's text at the end, as one edit: line ends and tabs become spaces
    /// (the field holds one line, as `UITextField` does), characters that take no room are
    /// dropped, and the text stops at ``maximumLength``.
    override open func paste(_ sender: Any?) {
        guard let pasted = Pasteboard.general.string else { return }
        var added = ""
        for character in pasted {
            guard text.count + added.count < maximumLength else { break }
            if character.isNewline || character == "\t" {
                added.append(" ")
            } else if character.terminalWidth > 0 {
                added.append(character)
            }
        }
        edit(text + added)
    }

    /// `text` without its last word and the blanks after it, as a shell's Ctrl-W leaves it.
    static func deletingLastWord(_ text: String) -> String {
        var rest = text[...]
        while rest.last?.isWhitespace == true { rest.removeLast() }
        while let last = rest.last, !last.isWhitespace { rest.removeLast() }
        return String(rest)
    }

    private func edit(_ newText: String) {
        guard newText != text else { return }
        text = newText
        delegate?.textFieldDidChange(self)
    }

    override open func draw(in canvas: inout Canvas) {
        let style = Style(foreground: textColor)
        let cursorWidth = isEditing ? 1 : 0
        let room = max(0, bounds.width - cursorWidth)
        if text.isEmpty, let placeholder {
            canvas.write(placeholder, at: Point(x: cursorWidth, y: 0), style: Style.plain.dim, maxWidth: room)
        } else {
            // Keep the end of a long text in view: drop characters from the front.
            var shown = Substring(text)
            while shown.terminalWidth > room, !shown.isEmpty { shown = shown.dropFirst() }
            canvas.write(shown, at: .zero, style: style, maxWidth: room)
        }
        if isEditing {
            let x = text.isEmpty ? 0 : min(room, text.terminalWidth)
            canvas.set(Cell(grapheme: " ", style: Style(attributes: .reverse)), at: Point(x: x, y: 0))
        }
    }
}

/// What a `TextField` tells about its editing; mirrors `UITextFieldDelegate`, with
/// `textFieldDidChange(_:)` standing in for the `.editingChanged` control event. Every
/// method has a default.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// The field became the first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// The field stopped being the first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// The text changed by typing, deleting or clearing.
    func textFieldDidChange(_ textField: TextField)
    /// Enter was pressed; return whether the field should process it (`true` by default).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// Esc was pressed; return whether the text should be cleared (`true` by default).
    func textFieldShouldClear(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Does nothing.
    public func textFieldDidChange(_ textField: TextField) {}
    /// Returns `true`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// Returns `true`: Esc clears the text.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
}
