@_exported import struct FoundationEssentials.IndexPath

extension IndexPath {
    /// An index path for an item of a collection view: section, then item.
    ///
    /// Built by appending to an empty path, which stores the pair inline; going through an
    /// array literal would allocate for every path (the diff creates one per change).
    @inlinable
    public init(item: Int, section: Int) {
        self.init()
        append(section)
        append(item)
    }

    /// The item's index within its section.
    @inlinable
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section's index.
    @inlinable
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
