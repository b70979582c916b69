/// The measured heights known for the leaves of one group instance.
struct LeafHeights {
    /// How many leaves of the group have items (the last group of a section may be partial).
    let present: Int
    /// The measured height of a leaf (by index within the group), `nil` if not measured.
    let measured: (Int) -> Int?

    /// A full group with nothing measured.
    static func unmeasured(_ count: Int) -> LeafHeights {
        LeafHeights(present: count, measured: { _ in nil })
    }
}
