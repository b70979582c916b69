/// The collection view as an update finds it: what the update moves from.
struct UpdateStart {
    var layout: PreparedLayout
    var offset: Point
    var orthogonalOffsets: [Int: Int]
    /// The old layout's elements on screen, where the update keeps the reader's place.
    var displayed: [DisplayedElement]
    /// The elements drawn on screen: those displayed, and those a transition still running
    /// draws elsewhere than their layout frames put them (a row part-way through a slide).
    var shown: [DisplayedElement]
}

extension CollectionViewTransition {
    /// The elements this transition draws, as they would be displayed: `displayed` (what the
    /// collection view displayed at its last frame) and the elements it presents besides,
    /// except those leaving.
    ///
    /// - Complexity: O(elements displayed and in the transition).
    func shownElements(displayed: [DisplayedElement]) -> [DisplayedElement] {
        var shown = displayed
        var keys = Set(displayed.map(\.key))
        for element in elements where element.change != .deleted && element.presentation != nil {
            guard let key = element.newKey, keys.insert(key).inserted else { continue }
            // An element that slid off screen keeps the attributes it had before; it is
            // shown under its key in this transition's new state.
            var attributes = element.attributes
            attributes.indexPath = key.indexPath
            shown.append(DisplayedElement(attributes: attributes, view: element.view))
        }
        return shown
    }
}
