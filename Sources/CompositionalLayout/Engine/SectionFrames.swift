/// The rows a section occupies, derived from its plan and measurements for a given top.
struct SectionFrames: Hashable, Sendable {
    /// Where the section starts, including the blank rows above it.
    let top: Int
    /// The top of the section's frame (its first header, or its content).
    let frameTop: Int
    /// The content area: the items plus the section's vertical content insets.
    let contentTop: Int
    let itemsTop: Int
    let itemsHeight: Int
    let contentBottom: Int
    /// One past the section's last row (its last footer, or its content).
    let frameBottom: Int
}
