import DiffableTUI

/// A list with a text field's line under it. The line shows while the field is edited, and
/// also while it holds text when `showsFieldWhileItHoldsText` is set (a filter in force stays
/// in view); a one-character bold `prompt`, such as "/", stands before the field.
///
/// The column is the field's delegate, as a filter field wants it: each change goes to
/// `textDidChange`, Enter keeps the text and goes back to the list, Esc clears it and goes back.
@MainActor
public final class FieldColumn: View, TextFieldDelegate {
    public let list: CollectionView
    public let field: TextField
    /// Called with the field's text after each change.
    public var textDidChange: ((String) -> Void)?
    private let prompt: Label?
    private let showsFieldWhileItHoldsText: Bool

    public init(list: CollectionView, field: TextField, prompt: String? = nil, showsFieldWhileItHoldsText: Bool = false) {
        self.list = list
        self.field = field
        self.prompt = prompt.map { Label(text: $0) }
        self.showsFieldWhileItHoldsText = showsFieldWhileItHoldsText
        super.init()
        addSubview(list)
        if let label = self.prompt {
            label.attributes = .bold
            addSubview(label)
        }
        addSubview(field)
        field.delegate = self
    }

    override public func layoutSubviews() {
        let showsField = field.isFirstResponder || (showsFieldWhileItHoldsText && !field.text.isEmpty)
        let fieldHeight = showsField ? 1 : 0
        list.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - fieldHeight))
        field.isHidden = !showsField
        let line = bounds.height - 1
        if let prompt {
            prompt.isHidden = !showsField
            prompt.frame = Rect(x: 1, y: line, width: 2, height: fieldHeight)
        }
        field.frame = Rect(x: prompt == nil ? 2 : 3, y: line, width: max(0, bounds.width - 4), height: fieldHeight)
    }
}

extension FieldColumn {
    public func textFieldDidChange(_ textField: TextField) {
        textDidChange?(textField.text)
        setNeedsLayout()
    }

    public func textFieldDidBeginEditing(_ textField: TextField) {
        setNeedsLayout()
    }

    public func textFieldDidEndEditing(_ textField: TextField) {
        setNeedsLayout()
    }

    /// Enter keeps the text and goes back to the list.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        list.becomeFirstResponder()
        return false
    }

    /// Esc (clear) drops the text and goes back to the list.
    public func textFieldShouldClear(_ textField: TextField) -> Bool {
        list.becomeFirstResponder()
        return true
    }
}
