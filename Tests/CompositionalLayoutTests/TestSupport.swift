import Diffable
import TestSupport
import TUICore
@testable import CompositionalLayout

func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
}

func path(_ item: Int, _ section: Int) -> IndexPath {
    IndexPath(item: item, section: section)
}

/// A section of one full-width item per row, `rows` high.
func rowSection(height: Int = 1) -> LayoutSection {
    let rowSize = size(.fractionalWidth(1), .absolute(height))
    return LayoutSection(group: .vertical(layoutSize: rowSize, subitems: [LayoutItem(layoutSize: rowSize)]))
}

extension PreparedLayout {
    /// Everything in the layout, for small test layouts.
    var allAttributes: [LayoutAttributes] {
        layoutAttributesForElements(in: Rect(x: -1000, y: -1000, width: 10_000, height: contentSize.height + 2000))
    }

    func cellFrames(in rect: Rect? = nil) -> [IndexPath: Rect] {
        let attributes = rect.map { layoutAttributesForElements(in: $0) } ?? allAttributes
        var frames: [IndexPath: Rect] = [:]
        for a in attributes where a.representedElementCategory == .cell { frames[a.indexPath] = a.frame }
        return frames
    }

    func frame(_ item: Int, _ section: Int = 0) -> Rect? {
        layoutAttributesForItem(at: path(item, section))?.frame
    }

    func elements(ofKind kind: String, in rect: Rect? = nil) -> [LayoutAttributes] {
        let attributes = rect.map { layoutAttributesForElements(in: $0) } ?? allAttributes
        return attributes.filter { $0.representedElementKind == kind }.sorted { ($0.indexPath, $0.frame.minY) < ($1.indexPath, $1.frame.minY) }
    }

    /// Queries `rect` and reports how much of the layout the query touched.
    func statistics(in rect: Rect) -> (attributes: [LayoutAttributes], statistics: QueryStatistics) {
        var statistics = QueryStatistics()
        let attributes = layoutAttributesForElements(in: rect, visibleBounds: rect, orthogonalOffsets: [:], statistics: &statistics)
        return (attributes, statistics)
    }
}

/// Counts measuring calls; heights come from a closure.
final class CountingMeasurer: LayoutMeasuring {
    var itemCalls: [IndexPath] = []
    var widths: [Int] = []
    var supplementaryCalls: [String] = []
    let height: (IndexPath) -> Int
    let supplementaryHeight: Int?

    init(supplementaryHeight: Int? = nil, height: @escaping (IndexPath) -> Int) {
        self.height = height
        self.supplementaryHeight = supplementaryHeight
    }

    func heightForItem(at indexPath: IndexPath, fittingWidth width: Int) -> Int {
        itemCalls.append(indexPath)
        widths.append(width)
        return height(indexPath)
    }

    func heightForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, fittingWidth width: Int) -> Int? {
        supplementaryCalls.append(kind)
        return supplementaryHeight
    }
}
