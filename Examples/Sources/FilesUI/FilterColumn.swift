import DiffableTUI

/// The list, with the filter's line under it while the filter is edited or set.
final class FilterColumn: View {
    let list: CollectionView
    let field: TextField
    private let prompt = Label(text: "/")

    init(list: CollectionView, field: TextField) {
        self.list = list
        self.field = field
        super.init()
        prompt.attributes = .bold
        addSubview(list)
        addSubview(prompt)
        addSubview(field)
    }

    override func layoutSubviews() {
        let showsField = field.isFirstResponder || !field.text.isEmpty
        let fieldHeight = showsField ? 1 : 0
        list.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - fieldHeight))
        prompt.isHidden = !showsField
        field.isHidden = !showsField
        prompt.frame = Rect(x: 1, y: bounds.height - 1, width: 2, height: fieldHeight)
        field.frame = Rect(x: 3, y: bounds.height - 1, width: max(0, bounds.width - 4), height: fieldHeight)
    }
}
