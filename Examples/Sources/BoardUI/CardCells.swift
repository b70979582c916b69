import DiffableTUI

/// A task: a blue card with its title. A bug is a different cell (`BugCardCell`), so changing
/// a card's kind reloads it, while editing its title only reconfigures it.
class TaskCardCell: CollectionViewCell {
    var card = Card(id: 0, title: "", kind: .task) {
        didSet { if oldValue != card { setNeedsUpdateConfiguration() } }
    }
    class var color: Color { .indexed(25) }
    class var label: String { "task" }

    override func updateConfiguration(using state: CellConfigurationState) {
        var content = ListContentConfiguration.cell()
        content.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2)
        content.text = card.title
        content.textProperties.color = .indexed(231)
        content.textProperties.attributes = .bold
        content.secondaryText = "#\(card.id) \(Self.label)"
        content.secondaryTextProperties.color = .indexed(252)
        contentConfiguration = content

        var background = BackgroundConfiguration.listPlainCell()
        background.cornerRadius = 1
        background.backgroundColor = Self.color
        if state.isFocused { background.strokeColor = .indexed(220) }
        backgroundConfiguration = background
    }
}

/// A bug: a red card marked as one.
final class BugCardCell: TaskCardCell {
    override class var color: Color { .indexed(124) }
    override class var label: String { "✱ bug" }
}
