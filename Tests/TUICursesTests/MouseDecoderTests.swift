import Testing
import TUICore
@testable import TUICurses

struct MouseDecoderTests {
    let masks = MouseDecoder.Masks.curses
    let point = Point(x: 7, y: 3)

    @Test func pressesAndReleases() {
        for button in 1...3 {
            #expect(MouseDecoder.events(state: masks.pressed[button - 1], at: point)
                == [MouseEvent(kind: .press(button: button), position: point)])
            #expect(MouseDecoder.events(state: masks.released[button - 1], at: point)
                == [MouseEvent(kind: .release(button: button), position: point)])
        }
    }

    @Test func wheel() {
        #expect(MouseDecoder.events(state: masks.pressed[3], at: point).map(\.kind) == [.wheelUp])
        #expect(MouseDecoder.events(state: masks.pressed[4], at: point).map(\.kind) == [.wheelDown])
    }

    @Test func clickIsPressThenRelease() {
        #expect(MouseDecoder.events(state: masks.clicked[0], at: point).map(\.kind) == [.press(button: 1), .release(button: 1)])
    }

    @Test func masksAreDistinctAndRequested() {
        let all = masks.pressed + masks.released + masks.clicked
        #expect(Set(all).count == all.count)
        #expect(all.allSatisfy { $0 != 0 })
        for mask in masks.pressed { #expect(masks.all & mask == mask) }
    }
}
