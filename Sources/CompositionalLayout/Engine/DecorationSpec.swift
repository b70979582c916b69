import TUICore

/// A value copy of a `LayoutDecorationItem`.
struct DecorationSpec: Hashable, Sendable {
    let elementKind: String
    let contentInsets: DirectionalEdgeInsets
    let zIndex: Int

    init(_ item: LayoutDecorationItem) {
        elementKind = item.elementKind
        contentInsets = item.contentInsets
        zIndex = item.zIndex
    }
}
