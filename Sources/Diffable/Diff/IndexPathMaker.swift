/// Makes item index paths cheaply when many share a section.
///
/// `IndexPath`'s initializers and mutators live in FoundationEssentials and cannot be
/// inlined; a path for a new section costs three calls, but changing the item of a path
/// that already holds the right section costs one. Output loops walk sections in order,
/// so the cached section almost always matches.
@usableFromInline
struct IndexPathMaker {
    @usableFromInline
    var section = -1
    @usableFromInline
    var template = IndexPath()

    @inlinable
    init() {}

    @inlinable
    mutating func path(item: Int, section: Int) -> IndexPath {
        if section != self.section {
            self.section = section
            template = IndexPath(item: item, section: section)
            return template
        }
        var path = template
        path.item = item
        return path
    }
}
