import Testing
@testable import DiffableTUI

/// Cards that move in a grid are drawn as whole units, each with its badge: a travelling card
/// above everything that stays, and a badge never above a card that covers its own card
/// (issue 15, bug 4: a covered card's badge showed on the card moving over it).
@MainActor
@Suite struct GridLayeringTests {
    static let size = Size(width: 40, height: 19)

    /// Each pair of cards in a row trades places: the two cards of a pair travel the same
    /// distance and cross, so neither is the farther traveller.
    @Test func crossingCardsKeepTheirBadges() {
        let start = [("Fruit", ["Gala", "Fuji", "Navel", "Blood", "Pink", "Jazz"])]
        let end = [("Fruit", ["Fuji", "Gala", "Blood", "Navel", "Jazz", "Pink"])]
        checkLayering(from: start, to: end)
    }

    /// A card moved from the end to the front passes over the cards that shift one place.
    @Test func cardMovedAcrossTheGridIsDrawnWhole() {
        let start = [("Fruit", ["Gala", "Fuji", "Navel", "Blood", "Pink", "Jazz"])]
        let end = [("Fruit", ["Jazz", "Gala", "Fuji", "Navel", "Blood", "Pink"])]
        let frames = checkLayering(from: start, to: end)
        // Jazz travels farthest: it is the last card drawn and its title is whole on screen.
        for frame in frames {
            let cards = frame.drawn.filter { $0.attributes.representedElementCategory == .cell }
            #expect(RecordedFrame.label(of: cards.last?.view) == "Jazz")
            #expect(frame.wordCounts()["Jazz"] == 1, "\(frame.buffer.lines().joined(separator: "\n"))")
        }
    }

    /// The card on top keeps the gap it has at rest, a cell of background all round, so that
    /// cards passing each other never merge into one block (issue 25: a shuffle looked torn).
    @Test func theCardOnTopKeepsAGapAroundIt() {
        let start = [("Fruit", ["Gala", "Fuji", "Navel", "Blood", "Pink", "Jazz"])]
        let end = [("Fruit", ["Jazz", "Pink", "Blood", "Navel", "Fuji", "Gala"])]
        let frames = checkLayering(from: start, to: end)
        var checked = 0
        for (number, frame) in frames.enumerated() {
            guard let top = frame.drawn.last(where: { $0.attributes.representedElementCategory == .cell && $0.zIndex != $0.attributes.zIndex }) else { continue }
            let own = frame.drawn.filter { $0.owner == top.owner }.map(\.frame)
            let ring = top.frame.inset(by: DirectionalEdgeInsets(all: -1))
            for y in max(0, ring.minY)..<min(frame.buffer.size.height, ring.maxY) {
                for x in max(0, ring.minX)..<min(frame.buffer.size.width, ring.maxX) where !own.contains(where: { $0.contains(Point(x: x, y: y)) }) {
                    checked += 1
                    let cell = frame.buffer[x, y]
                    #expect(cell.grapheme == " " && cell.style.background == .default,
                            "frame \(number): (\(x), \(y)) beside the card on top is not clear\n\(frame.buffer.lines().joined(separator: "\n"))")
                }
            }
        }
        #expect(checked > 0)
    }

    /// Plays the move and checks every frame in which something travels; returns those frames.
    @discardableResult
    private func checkLayering(from start: AnimatedList.Sections, to end: AnimatedList.Sections,
                               sourceLocation: SourceLocation = #_sourceLocation) -> [RecordedFrame] {
        let list = AnimatedList(start, size: Self.size, layout: badgeGridLayout(), cards: true)
        let frames = list.animate(to: end).filter { frame in
            frame.drawn.contains { $0.attributes.representedElementCategory == .cell && $0.zIndex != $0.attributes.zIndex }
        }
        #expect(!frames.isEmpty, "the move is animated", sourceLocation: sourceLocation)
        for (number, frame) in frames.enumerated() {
            for problem in Self.layeringProblems(in: frame) {
                Issue.record("frame \(number): \(problem)\n\(frame.buffer.lines().joined(separator: "\n"))", sourceLocation: sourceLocation)
            }
        }
        return frames
    }

    /// Badges drawn over a card that lies above their own card, and travelling cards drawn
    /// beneath cards at rest.
    static func layeringProblems(in frame: RecordedFrame) -> [String] {
        var problems: [String] = []
        let cards = frame.drawn.enumerated().filter { $0.element.attributes.representedElementCategory == .cell }
        var sawTraveller = false
        for (_, card) in cards {
            let travels = card.zIndex != card.attributes.zIndex
            if sawTraveller, !travels, let label = RecordedFrame.label(of: card.view) {
                problems.append("\(label), at rest, is drawn above a travelling card")
            }
            sawTraveller = sawTraveller || travels
        }
        for (position, element) in frame.drawn.enumerated() {
            guard let badge = element.view as? InitialBadge else { continue }
            guard let own = cards.first(where: { initial(of: $0.element) == badge.initial }) else { continue }
            // A card drawn above the badge's own card hides the badge where they meet.
            for (cardPosition, card) in cards where cardPosition > own.offset && cardPosition < position && card.frame.intersects(element.frame) {
                problems.append("the badge \(badge.initial) of \(RecordedFrame.label(of: own.element.view) ?? "?") is drawn over \(RecordedFrame.label(of: card.view) ?? "?"), which covers its card")
            }
        }
        return problems
    }

    private static func initial(of element: CollectionView.DrawnElement) -> String? {
        RecordedFrame.label(of: element.view)?.first?.lowercased()
    }
}
