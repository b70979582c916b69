/// An apple or an orange, for code that handles both kinds alike.
package enum Fruit: Hashable, Sendable, Identifiable {
    case apple(Apple)
    case orange(Orange)

    package var id: FruitID {
        switch self {
        case .apple(let apple): apple.id
        case .orange(let orange): orange.id
        }
    }

    package var kind: FruitKind {
        switch self {
        case .apple: .apple
        case .orange: .orange
        }
    }

    package var name: String {
        switch self {
        case .apple(let apple): apple.name
        case .orange(let orange): orange.name
        }
    }

    package var variety: String {
        switch self {
        case .apple(let apple): apple.variety
        case .orange(let orange): orange.variety
        }
    }

    /// Core thickness for an apple, peel thickness for an orange, in millimetres.
    package var thickness: Int {
        switch self {
        case .apple(let apple): apple.coreThickness
        case .orange(let orange): orange.peelThickness
        }
    }

    /// The seed's card label: "Fuji, core thickness: 3mm".
    package var label: String {
        "\(name), \(kind.thicknessLabel): \(thickness)mm"
    }
}
