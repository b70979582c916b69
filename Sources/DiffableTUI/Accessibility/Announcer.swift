/// A window's announcements in accessible mode: what each turn of the run loop has to say,
/// coalesced to at most one sentence every ``minimumInterval`` seconds, each change said
/// once (redraws and layout passes say nothing).
///
/// A turn is what happens between two frames (a key and what it caused, a finished fetch).
/// An announcement the app posts in a turn takes the place of the change the library composed
/// for that turn; the focused element is described when the focus moved. Turns that end within
/// the interval of the last sentence wait, merged: their changes add up ("5 added") and the
/// focus is described as it is when the sentence is shown. An announcement takes the place of
/// one posted before it and not yet shown, as VoiceOver's announcements interrupt each other.
@MainActor
final class Announcer {
    /// The shortest time between two sentences, in seconds of the window's clock.
    static let minimumInterval = 0.5

    /// What one turn, or several coalesced ones, have to say.
    private struct Words {
        /// The latest announcement posted.
        var post: String?
        var change: ChangeTally?
        var describesFocus = false

        var isEmpty: Bool { post == nil && change == nil && !describesFocus }
    }

    private var turn = Words()
    private var pending = Words()
    /// The sentence shown last (the window draws it on its top rows).
    private(set) var shown: String?
    private var lastShownTime = -Double.infinity
    /// Whether a frame is asked for when the interval since the last sentence has passed.
    private var isFlushScheduled = false

    /// An announcement the app (or a notification) posted.
    func post(_ text: String) {
        let words = Self.trimmed(text)
        guard !words.isEmpty else { return }
        turn.post = words
    }

    /// What an update changed.
    func noteChange(_ change: ChangeTally) {
        if turn.change == nil { turn.change = change } else { turn.change!.merge(change) }
    }

    /// The focus moved: the sentence ends with the focused element's description.
    func noteFocusMoved() {
        turn.describesFocus = true
    }

    /// Ends a turn at `now`: folds it into what is waiting and returns the sentence to show, if
    /// the interval since the last one has passed (words equal to those shown are shown again
    /// after a blank of ``repeatGap``). Otherwise
    /// `schedule` is asked, once, to end another turn when the interval has passed; when it
    /// cannot (`false`), the sentence is shown now.
    ///
    /// - Complexity: O(1), plus `describeFocus`.
    func endTurn(now: Double, describeFocus: () -> String?, schedule: (Double) -> Bool) -> String? {
        let ended = turn
        turn = Words()
        if let post = ended.post {
            pending.post = post
        } else if let change = ended.change {
            if pending.change == nil { pending.change = change } else { pending.change!.merge(change) }
        }
        pending.describesFocus = pending.describesFocus || ended.describesFocus
        guard !pending.isEmpty else { return nil }
        let wait = lastShownTime + Self.minimumInterval - now
        if wait > 1e-9 {
            if !isFlushScheduled, schedule(wait) { isFlushScheduled = true }
            if isFlushScheduled { return nil }
        }
        let words = pending
        pending = Words()
        var parts: [String] = []
        if let post = words.post { parts.append(post) }
        if let sentence = words.change?.sentence { parts.append(sentence) }
        if words.describesFocus, let focus = describeFocus(), !focus.isEmpty { parts.append(focus) }
        let sentence = parts.map(Self.withoutFinalStop).joined(separator: ". ")
        guard !sentence.isEmpty else { return nil }
        if sentence == shown {
            // The same words for a new change: the row goes blank for a moment and the words
            // come back, so that a screen reader sees new text (as a live region is cleared
            // and set again). Without a scheduler they are not said again.
            pending = words
            guard schedule(Self.repeatGap) else {
                pending = Words()
                return nil
            }
            isFlushScheduled = true
            shown = nil
            return nil
        }
        shown = sentence
        lastShownTime = now
        return sentence
    }

    /// How long the row stays blank before the same words are shown again.
    static let repeatGap = 0.1

    /// The scheduled end of a turn came: the next `endTurn` may show what waits.
    func flushDidCome() {
        isFlushScheduled = false
    }

    private static func trimmed(_ text: String) -> String {
        guard let start = text.firstIndex(where: { !$0.isWhitespace }), let end = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[start...end])
    }

    private static func withoutFinalStop(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
