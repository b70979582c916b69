import DiffableTUI

/// How a card reads to a screen reader in accessible mode (`--accessible`).
extension ContentController {
    /// Names a fruit's card: its name as the label; favourite, stock and thickness as the
    /// value (`"Fuji"`, `"2 in stock, peel 3 millimetres"`). The card's text would read the
    /// star and the check mark aloud, and the stock is on a badge beside it.
    func describe(_ cell: FruitCardCell, as fruit: Fruit) {
        let store = model?.store
        let stock = store?.stock(of: fruit.id) ?? 0
        var value = [stock == 0 ? "sold out" : "\(stock) in stock", "\(fruit.kind.thicknessLabel.lowercased()) \(fruit.thickness) millimetres"]
        if store?.isFavorite(fruit.id) == true { value.insert("favourite", at: 0) }
        cell.accessibilityLabel = fruit.name
        cell.accessibilityValue = value.joined(separator: ", ")
    }
}
