import DiffableTUI

/// The board, with the title editor's line under it while a title is edited.
final class EditorColumn: View {
    let board: CollectionView
    let editor: TextField

    init(board: CollectionView, editor: TextField) {
        self.board = board
        self.editor = editor
        super.init()
        addSubview(board)
        addSubview(editor)
    }

    override func layoutSubviews() {
        let editorHeight = editor.isFirstResponder ? 1 : 0
        board.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - editorHeight))
        editor.isHidden = editorHeight == 0
        editor.frame = Rect(x: 2, y: bounds.height - 1, width: max(0, bounds.width - 4), height: editorHeight)
    }
}
