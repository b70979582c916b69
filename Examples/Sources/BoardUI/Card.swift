/// A card on the board.
public struct Card: Hashable, Sendable, Identifiable {
    public enum Kind: String, Hashable, Sendable {
        case task, bug
    }

    public var id: Int
    public var title: String
    public var kind: Kind

    public init(id: Int, title: String, kind: Kind = .task) {
        self.id = id
        self.title = title
        self.kind = kind
    }
}

/// The board's columns, in order: one section each.
public enum Lane: String, CaseIterable, Hashable, Sendable {
    case todo = "To do"
    case doing = "Doing"
    case done = "Done"

    /// The lane `offset` places along, if there is one.
    func advanced(by offset: Int) -> Lane? {
        let all = Lane.allCases
        let index = all.firstIndex(of: self)! + offset
        return all.indices.contains(index) ? all[index] : nil
    }
}
