import BenchmarkSupport
import DiffableTUI

/// A parent with 10,000 children among 90,000 other rows (100,001 rows expanded) in a 120x35
/// window, the keyboard focus on the parent; it expands and collapses, animated.
///
/// The same change goes to four windows: a flat snapshot with the children inserted after the
/// parent or deleted (`snapshot()`, `insertItems(_:afterItem:)` / `deleteItems`, `apply`),
/// the same followed by the frame that shows it (`HeadlessDriver.displayIfNeeded()`), a
/// section snapshot expanded or collapsed through the API (`snapshot(for:)`, `expand` /
/// `collapse`, `apply(_:to:)`), and the Right or Left key on the parent (the collection view
/// expands it through the data source; the key's frame included).
@MainActor
final class ExpansionScene {
    nonisolated static let roots = 90_000
    nonisolated static let children = 10_000
    nonisolated static let parent = 45_000
    static let shared = ExpansionScene()

    nonisolated enum Contender: String, CaseIterable, Sendable {
        case flat, flatAndFrame = "flat and frame", outline, key
    }

    let windows: [Contender: OutlineWindow]
    let childItems = Array(roots..<roots + children)
    private(set) var isExpanded = false

    private init() {
        var windows: [Contender: OutlineWindow] = [:]
        for contender in Contender.allCases {
            windows[contender] = OutlineWindow(isParent: { $0 == Self.parent })
        }
        self.windows = windows
        let roots = Array(0..<Self.roots)
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        outline.append(roots)
        outline.append(childItems, to: Self.parent)
        for (contender, window) in windows {
            if contender == .flat || contender == .flatAndFrame {
                window.show(roots)
            } else {
                window.show(outline)
            }
            window.focus(Self.parent)
        }
    }

    /// Nanoseconds one contender takes to expand (or collapse) the parent (the animation is
    /// then played to its end, untimed).
    func toggle(_ contender: Contender) -> Int {
        let window = windows[contender]!
        let dataSource = window.dataSource
        let expand = !isExpanded
        let childItems = childItems
        let time = SideBySide.time {
            switch contender {
            case .flat, .flatAndFrame:
                var snapshot = dataSource.snapshot()
                if expand {
                    snapshot.insertItems(childItems, afterItem: Self.parent)
                } else {
                    snapshot.deleteItems(childItems)
                }
                dataSource.apply(snapshot)
                if contender == .flatAndFrame { window.driver.displayIfNeeded() }
            case .outline:
                var outline = dataSource.snapshot(for: 0)
                if expand { outline.expand([Self.parent]) } else { outline.collapse([Self.parent]) }
                dataSource.apply(outline, to: 0)
            case .key:
                window.driver.send(.key(expand ? .right : .left))
            }
        }
        window.settle()
        return time
    }

    /// Moves on to the opposite change, once every contender made this one.
    func advance() {
        isExpanded.toggle()
    }
}
