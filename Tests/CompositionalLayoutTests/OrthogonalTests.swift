import Diffable
import Testing
import TUICore
@testable import CompositionalLayout

@Suite("Orthogonal sections")
struct OrthogonalTests {
    /// A list section on top and a carousel of 10-column cards below, 8 cards.
    static func prepare(_ behavior: OrthogonalScrollingBehavior, cards: Int = 8, width: Int = 25) -> PreparedLayout {
        let card = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.absolute(10), .absolute(3)), subitems: [card])
        let carousel = LayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = behavior
        carousel.interGroupSpacing = 2
        carousel.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        let layout = CompositionalLayout { index, _ in index == 0 ? rowSection() : carousel }
        return layout.prepare(itemCounts: [2, cards], containerSize: Size(width: width, height: 10))
    }

    @Test func groupsSitInOneRow() {
        let prepared = Self.prepare(.continuous)
        #expect(prepared.frame(0, 1) == Rect(x: 1, y: 2, width: 10, height: 3))
        #expect(prepared.frame(1, 1) == Rect(x: 13, y: 2, width: 10, height: 3))
        #expect(prepared.frame(7, 1) == Rect(x: 85, y: 2, width: 10, height: 3))
        #expect(prepared.frameForSection(1) == Rect(x: 0, y: 2, width: 25, height: 3))
        #expect(prepared.contentSize.height == 5)
        // 1 + 8 * 10 + 7 * 2 + 1
        #expect(prepared.orthogonalContentWidth(forSection: 1) == 96)
        #expect(prepared.orthogonalOffsetRange(forSection: 1) == 0...71)
        #expect(prepared.orthogonalScrollingBehavior(forSection: 1) == .continuous)
        #expect(prepared.orthogonalContentWidth(forSection: 0) == 25)
    }

    @Test func queryingWithAnOffsetReturnsTheScrolledCards() {
        let prepared = Self.prepare(.continuous)
        let rect = Rect(x: 0, y: 0, width: 25, height: 10)
        let cells = prepared.layoutAttributesForElements(in: rect, orthogonalOffsets: [1: 30])
            .filter { $0.representedElementCategory == .cell && $0.indexPath.section == 1 }
            .sorted { $0.indexPath < $1.indexPath }
        // Cards start at columns 1, 13, 25, 37...; shifted left by 30: -5, 7, 19.
        #expect(cells.map(\.indexPath.item) == [2, 3, 4])
        #expect(cells.map(\.frame.minX) == [-5, 7, 19])
        #expect(prepared.layoutAttributesForItem(at: path(3, 1), orthogonalOffsets: [1: 30])?.frame.minX == 7)
        #expect(prepared.indexPathForItem(at: Point(x: 8, y: 3), orthogonalOffsets: [1: 30]) == path(3, 1))
        #expect(prepared.indexPathForItem(at: Point(x: 8, y: 3)) == path(0, 1))
        #expect(prepared.indexPathForItem(at: Point(x: 12, y: 3)) == nil)  // the gap between cards 0 and 1
    }

    @Test func continuousDoesNotSnap() {
        let prepared = Self.prepare(.continuous)
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 7, currentOffset: 0) == 7)
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 500, currentOffset: 0) == 71)
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: -3, currentOffset: 0) == 0)
    }

    @Test func pagingSnapsToContainerWidths() {
        let prepared = Self.prepare(.paging)
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 1, currentOffset: 0) == 25)
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 24, currentOffset: 25) == 0)
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 26, currentOffset: 25) == 50)
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 51, currentOffset: 50) == 71)  // the last, partial page
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 72, currentOffset: 71) == 71)
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 30, currentOffset: 30) == 25)  // at rest: nearest
        #expect(prepared.orthogonalOffset(revealingItemAt: path(3, 1), currentOffset: 0) == 25)
    }

    @Test func groupPagingSnapsToGroupLeadingEdges() {
        for behavior in [OrthogonalScrollingBehavior.groupPaging, .continuousGroupLeadingBoundary] {
            let prepared = Self.prepare(behavior)
            #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 1, currentOffset: 0) == 12)
            #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 13, currentOffset: 12) == 24)
            #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 11, currentOffset: 12) == 0)
            #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 17, currentOffset: 17) == 12)
            #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 200, currentOffset: 60) == 71)
            // At a snapped offset the card's leading edge sits at the section's leading inset.
            let cards = prepared.layoutAttributesForElements(in: Rect(x: 0, y: 2, width: 25, height: 3), orthogonalOffsets: [1: 24])
            #expect(cards.contains { $0.indexPath == path(2, 1) && $0.frame.minX == 1 })
            #expect(prepared.orthogonalOffset(revealingItemAt: path(5, 1), currentOffset: 0) == 60)
        }
    }

    @Test func groupPagingCenteredCentresTheGroup() {
        let prepared = Self.prepare(.groupPagingCentered)
        // Card i's centre is at 1 + 12 i + 5; the container's centre is 12.5.
        #expect(prepared.orthogonalOffsetRange(forSection: 1) == -6...78)
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: -5, currentOffset: -6) == 6)
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: -1, currentOffset: -1) == -6)
        #expect(prepared.targetOrthogonalOffset(forSection: 1, proposedOffset: 0, currentOffset: 0) == 6)
        #expect(prepared.orthogonalOffset(revealingItemAt: path(7, 1), currentOffset: 0) == 78)
        let card = prepared.layoutAttributesForItem(at: path(1, 1), orthogonalOffsets: [1: 6])!
        #expect(card.frame.minX + card.frame.width / 2 == 12)
    }

    @Test func continuousRevealScrollsAsLittleAsPossible() {
        let prepared = Self.prepare(.continuous)
        #expect(prepared.orthogonalOffset(revealingItemAt: path(1, 1), currentOffset: 0) == 0)
        #expect(prepared.orthogonalOffset(revealingItemAt: path(2, 1), currentOffset: 0) == 11)  // 25..35 + 1 trailing inset
        #expect(prepared.orthogonalOffset(revealingItemAt: path(0, 1), currentOffset: 40) == 0)
        #expect(prepared.orthogonalOffset(revealingItemAt: path(0, 0), currentOffset: 5) == 5)
    }

    @Test func manyCardsStayVirtualized() {
        let prepared = Self.prepare(.continuous, cards: 1_000_000)
        let (attributes, statistics) = prepared.statistics(in: Rect(x: 0, y: 0, width: 25, height: 10))
        #expect(statistics.groupsVisited <= 2 + 4)
        #expect(attributes.filter { $0.indexPath.section == 1 }.count == 2)
    }
}
