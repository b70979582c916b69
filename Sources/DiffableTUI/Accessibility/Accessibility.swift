#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The app's side of assistive technologies: whether accessible mode is on and posting
/// announcements; mirrors `UIAccessibility`.
///
/// Accessible mode is a window's (``Window/isAccessibleModeEnabled``): an ``Application``
/// turns it on when the environment variable `DIFFABLETUI_ACCESSIBLE` is `1` (or `true`,
/// `yes`, `on`), and an app turns it on from a flag of its own. See <doc:AccessibleMode>.
///
/// ```swift
/// if CommandLine.arguments.contains("--accessible") { app.window.isAccessibleModeEnabled = true }
/// Accessibility.post(notification: .announcement, argument: "Stand shuffled")
/// ```
@MainActor
public enum Accessibility {
    /// The notification type ``post(notification:argument:)`` takes; mirrors
    /// `UIAccessibility.Notification`.
    public typealias Notification = AccessibilityNotification

    /// The environment variable that turns accessible mode on for every ``Application``.
    public nonisolated static let environmentVariable = "DIFFABLETUI_ACCESSIBLE"

    /// Whether a window of this process is in accessible mode, serving a screen reader or a
    /// braille display; mirrors `UIAccessibility.isVoiceOverRunning`.
    public static var isVoiceOverRunning: Bool {
        !accessibleWindows.allObjects.isEmpty
    }

    /// Whether changes should cut rather than animate: animations are off
    /// (``View/areAnimationsEnabled``) or a window is in accessible mode; mirrors
    /// `UIAccessibility.isReduceMotionEnabled`. Check it before starting motion of your own.
    public static var isReduceMotionEnabled: Bool {
        !View.areAnimationsEnabled || isVoiceOverRunning
    }

    /// Posts `notification` to every window in accessible mode; mirrors
    /// `UIAccessibility.post(notification:argument:)`.
    ///
    /// ``AccessibilityNotification/announcement`` takes the words to say as a `String`;
    /// ``AccessibilityNotification/screenChanged`` and ``AccessibilityNotification/layoutChanged``
    /// take an optional `String` to say, or a view (or `nil`): the terminal's cursor goes
    /// to the first responder again and, for a screen change, its description is announced.
    /// An announcement posted in the same turn as an update takes the place of the sentence the
    /// library would compose from that update; sentences are coalesced to at most two a
    /// second, and an announcement posted later takes the place of one still waiting. Outside
    /// accessible mode nothing happens.
    public static func post(notification: Notification, argument: Any?) {
        for window in accessibleWindows.allObjects {
            window.post(notification: notification, argument: argument)
        }
    }

    /// Whether the environment asks for accessible mode (`DIFFABLETUI_ACCESSIBLE=1`).
    public nonisolated static var isRequestedByEnvironment: Bool {
        guard let value = getenv(environmentVariable) else { return false }
        return ReducedMotion.isAffirmative(String(cString: value))
    }

    /// The windows in accessible mode, held weakly.
    static var accessibleWindows = WeakWindows()
}

/// What ``Accessibility/post(notification:argument:)`` tells a screen reader; mirrors
/// `UIAccessibility.Notification`.
public struct AccessibilityNotification: Hashable, Sendable {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// Says the argument (a `String`): something happened that the screen does not show
    /// where the user is.
    public static let announcement = AccessibilityNotification("announcement")
    /// A new screen (a sheet, another pane): describes the first responder, or says the
    /// argument when it is a `String`.
    public static let screenChanged = AccessibilityNotification("screenChanged")
    /// Part of the screen changed: the cursor goes to the first responder again; a `String`
    /// argument is said.
    public static let layoutChanged = AccessibilityNotification("layoutChanged")
}

/// A set of windows that does not keep them alive.
struct WeakWindows {
    private var boxes: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: Window?
    }

    /// The windows still alive, in the order they were added.
    @MainActor var allObjects: [Window] { boxes.compactMap(\.window) }

    @MainActor mutating func insert(_ window: Window) {
        boxes.removeAll { $0.window == nil || $0.window === window }
        boxes.append(WeakWindow(window: window))
    }

    @MainActor mutating func remove(_ window: Window) {
        boxes.removeAll { $0.window == nil || $0.window === window }
    }
}
