@_exported import struct FoundationEssentials.IndexPath

extension IndexPath {
    /// An index path for an item of a collection view: section, then item.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item's index within its section.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section's index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
