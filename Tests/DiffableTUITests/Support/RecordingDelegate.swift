@testable import DiffableTUI

/// Records delegate calls as short strings ("select 0.1", "focus 0.2").
@MainActor
final class RecordingDelegate: CollectionViewDelegate {
    var events: [String] = []
    /// The heading of each focus update, in order.
    var headings: [FocusHeading] = []
    var refusesSelection: Set<IndexPath> = []
    var refusesDeselection: Set<IndexPath> = []

    static func name(_ indexPath: IndexPath?) -> String {
        indexPath.map { "\($0.section).\($0.item)" } ?? "nil"
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refusesSelection.contains(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(Self.name(indexPath))")
    }

    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        !refusesDeselection.contains(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(Self.name(indexPath))")
    }

    func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext) {
        events.append("focus \(Self.name(context.nextFocusedIndexPath))")
        headings.append(context.focusHeading)
    }
}
