import Testing
@testable import DiffableTUI

/// How elements travel and fade: pinned headers, badges, the viewport's edges, scrolling and
/// interrupted fades.
@MainActor
@Suite struct ChoreographyTests {
    private static func items(_ prefix: String, _ count: Int) -> [String] {
        (0..<count).map { "\(prefix)\($0)" }
    }

    /// A header pinned at the top stays there in every frame while rows move under it.
    @Test func pinnedHeadersStayPinned() {
        let start = [("Alpha", Self.items("a", 20)), ("Beta", Self.items("b", 20))]
        let list = AnimatedList(start)
        list.collectionView.scrollToItem(at: IndexPath(item: 5, section: 1), at: .top, animated: false)
        list.driver.displayIfNeeded()
        #expect(list.screen.lines()[0] == "  Beta")
        var items = Self.items("b", 20)
        items.insert("new", at: 7)
        items.swapAt(9, 12)
        let frames = list.animate(to: [("Alpha", Self.items("a", 20)), ("Beta", items)])
        #expect(frames.count == 19)
        #expect(frames.allSatisfy { $0.buffer.lines()[0] == "  Beta" })
        #expect(frames.allSatisfy { $0.problems(labels: Set(start[1].1 + ["new"])).isEmpty })
    }

    /// Every frame, each badge sits on its card exactly as it does at rest.
    @Test func badgesTravelWithTheirCells() {
        let size = Size(width: 40, height: 19)
        let list = AnimatedList([("Apples", ["Gala", "Fuji", "Navel", "Blood"])], size: size, layout: badgeGridLayout(), cards: true)
        let rest = list.record().drawn
        func offset(in drawn: [CollectionView.DrawnElement], item: Int) -> Point? {
            guard let card = drawn.first(where: { $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath.item == item }),
                  let badge = drawn.first(where: { $0.attributes.representedElementKind == "badge" && $0.attributes.indexPath.item == item })
            else { return nil }
            return Point(x: badge.frame.minX - card.frame.minX, y: badge.frame.minY - card.frame.minY)
        }
        let expected = offset(in: rest, item: 0)
        #expect(expected != nil)
        let frames = list.animate(to: [("Apples", ["Blood", "Gala", "Fuji", "Navel"])])
        var checked = 0
        for frame in frames {
            for item in 0..<4 {
                guard let found = offset(in: frame.drawn, item: item) else { continue }
                // Cards change width between the columns; the badge keeps to the trailing edge by the same rule.
                #expect(found.y == expected?.y)
                checked += 1
            }
        }
        #expect(checked >= 4 * 18)
    }

    /// A badge travels on its card without clearing the rest of its frame: the card's border
    /// shows beside the letter in every frame, never a hole.
    @Test func aTravellingBadgeDrawsOnlyItsOwnCells() {
        let size = Size(width: 40, height: 19)
        let list = AnimatedList([("Apples", ["Gala", "Fuji", "Navel", "Blood"])], size: size, layout: badgeGridLayout(), cards: true)
        let frames = list.animate(to: [("Apples", ["Blood", "Gala", "Fuji", "Navel"])])
        var checked = 0
        for frame in frames {
            for (index, badge) in frame.drawn.enumerated() where badge.attributes.representedElementKind == "badge" {
                let letter = Point(x: badge.frame.minX + badge.frame.width / 2, y: badge.frame.minY)
                guard letter.x > 0, frame.buffer.bounds.contains(letter) else { continue }
                // A card drawn later, on its way, keeps a gap around it that may clear the
                // cell beside the badge: that is the gap, not a hole in the badge.
                let cleared = frame.drawn[(index + 1)...].contains { later in
                    later.clearance > 0 && later.frame.inset(by: DirectionalEdgeInsets(all: -later.clearance)).contains(Point(x: letter.x - 1, y: letter.y))
                }
                guard !cleared else { continue }
                let beside = frame.buffer[letter.x - 1, letter.y]
                #expect(beside != .blank, "frame at \(frame.time): a hole beside the badge at \(letter)")
                checked += 1
            }
        }
        #expect(checked >= 3 * 18)
    }

    /// An item moved from far below slides in from just beyond the bottom edge, and is seen
    /// on its way.
    @Test func anItemFromFarAwaySlidesInFromTheEdge() {
        var items = Self.items("i", 300)
        let list = AnimatedList([("List", items)], layout: listLayout(.sidebarPlain))
        items.insert(items.remove(at: 250), at: 2)
        let frames = list.animate(to: [("List", items)])
        let rows = frames.compactMap { frame in frame.buffer.lines().firstIndex { $0 == " i250" } }
        #expect(rows.last == 3)
        #expect(Set(rows).count >= 4, "seen at several rows on its way in")
        #expect(rows.allSatisfy { $0 >= 3 })
        #expect(frames.allSatisfy { $0.problems(labels: Set(items.prefix(40))).isEmpty })
    }

    /// Scrolling during an animation moves everything with the content; views the
    /// transition draws stay prepared, so nothing is drawn twice or by a recycled view.
    @Test func scrollingDuringAnAnimation() {
        var items = Self.items("r", 40)
        let list = AnimatedList([("List", items)], layout: listLayout(.sidebarPlain))
        items.reverse()
        list.dataSource.apply(AnimatedList.snapshot([("List", items)]))
        var frames = list.run(frames: 4)
        let down = Event.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 3, y: 3)))
        let up = Event.mouse(MouseEvent(kind: .wheelUp, position: Point(x: 3, y: 3)))
        list.driver.send(down, down, down)
        #expect(list.collectionView.contentOffset.y == 9)
        frames += list.run(frames: 3)
        list.driver.send(down, up)
        frames += list.run(frames: .max)
        for (index, frame) in frames.enumerated() {
            #expect(frame.problems(labels: Set(items)).isEmpty, "frame \(index): \(frame.problems(labels: Set(items)))\n\(frame.buffer.plainText())")
        }
        let fresh = AnimatedList([("List", items)], layout: listLayout(.sidebarPlain))
        fresh.collectionView.contentOffset = list.collectionView.contentOffset
        fresh.driver.displayIfNeeded()
        #expect(list.screen.lines() == fresh.screen.lines())
    }

    /// A row still fading in when a new apply interrupts goes on from its opacity instead of
    /// jumping to full colour.
    @Test func anInterruptedFadeResumes() {
        let list = AnimatedList([("Fruit", ["Apple", "Banana", "Cherry"])])
        list.dataSource.apply(AnimatedList.snapshot([("Fruit", ["Apple", "Banana", "Cherry", "Kiwi"])]))
        _ = list.run(frames: 9)
        let halfway = list.screen
        let kiwiRow = halfway.lines().firstIndex(of: "  Kiwi")!
        let fading = halfway[2, kiwiRow].style.foreground
        list.dataSource.apply(AnimatedList.snapshot([("Fruit", ["Banana", "Apple", "Cherry", "Kiwi"])]))
        #expect(list.screen == halfway)
        let frames = list.run(frames: .max)
        let final = list.screen[2, kiwiRow].style.foreground
        #expect(fading != final)
        #expect(frames.dropLast().contains { $0.buffer[2, kiwiRow].style.foreground != fading && $0.buffer[2, kiwiRow].style.foreground != final })
    }

    /// At 16 colours a fade steps from nothing through dim to normal.
    @Test func fadesAtSixteenColoursGoThroughDim() {
        let list = AnimatedList([("Fruit", ["Apple", "Banana"])], colorDepth: .ansi16)
        let frames = list.animate(to: [("Fruit", ["Apple", "Banana", "Kiwi"])])
        let states = frames.map { frame -> String in
            guard let row = frame.buffer.lines().firstIndex(of: "  Kiwi") else { return "hidden" }
            return frame.buffer[2, row].style.attributes.contains(.dim) ? "dim" : "normal"
        }
        var collapsed: [String] = []
        for state in states where collapsed.last != state { collapsed.append(state) }
        #expect(collapsed == ["hidden", "dim", "normal"])
    }
}
