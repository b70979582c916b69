/// A width or height class: the coarse size a layout adapts to.
///
/// Mirrors `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case unspecified
    case compact
    case regular
}
