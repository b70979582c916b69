import CNCurses
import TUICore
import TUITerminal

/// Turns a curses mouse report (`MEVENT.bstate`) into mouse events.
///
/// Click resolution is off (`mouseinterval(0)`), so curses reports presses and releases as they
/// happen; a "clicked" report, should one arrive, becomes a press and a release.
package enum MouseDecoder {
    /// The button state bits curses uses, taken from `<curses.h>`.
    package struct Masks {
        package var pressed: [mmask_t]
        package var released: [mmask_t]
        package var clicked: [mmask_t]

        /// Buttons 1–5: 1 left, 2 middle, 3 right, 4 wheel up, 5 wheel down.
        package static let curses = Masks(
            pressed: (1...5).map { tui_button_pressed(Int32($0)) },
            released: (1...5).map { tui_button_released(Int32($0)) },
            clicked: (1...5).map { tui_button_clicked(Int32($0)) }
        )

        /// Everything the backend asks curses to report.
        var all: mmask_t {
            pressed.reduce(0, |) | released[0..<3].reduce(0, |) | clicked[0..<3].reduce(0, |)
        }
    }

    /// The events in one report at `position`, presses before releases.
    package static func events(state: mmask_t, at position: Point, masks: Masks = .curses) -> [MouseEvent] {
        var kinds: [MouseEvent.Kind] = []
        if state & masks.pressed[3] != 0 { kinds.append(.wheelUp) }
        if state & masks.pressed[4] != 0 { kinds.append(.wheelDown) }
        for button in 1...3 {
            if state & masks.pressed[button - 1] != 0 { kinds.append(.press(button: button)) }
            if state & masks.clicked[button - 1] != 0 {
                kinds.append(.press(button: button))
                kinds.append(.release(button: button))
            }
            if state & masks.released[button - 1] != 0 { kinds.append(.release(button: button)) }
        }
        return kinds.map { MouseEvent(kind: $0, position: position) }
    }
}
