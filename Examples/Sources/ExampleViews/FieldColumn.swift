import DiffableTUI

/// A list with a text field's line under it. The line shows while the field is edited, and
/// also while it holds text when `showsFieldWhileItHoldsText` is set (a filter in force stays
/// in view); a one-character bold `prompt`, such as "/", stands before the field.
@MainActor
public final class FieldColumn: View {
    public let list: CollectionView
    public let field: TextField
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
