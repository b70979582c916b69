/// The traits a layout adapts to; on a terminal that is the width class.
///
/// Mirrors the part of `UITraitCollection` a compositional layout reads.
public struct TraitCollection: Hashable, Sendable {
    /// Widths (in columns) from this value up are `.regular`; narrower ones are `.compact`.
    ///
    /// 70 columns keeps an 80-column terminal regular while a split pane or a phone-sized
    /// terminal window becomes compact.
    public static let regularWidthThreshold = 70

    /// Compact below `regularWidthThreshold` columns, regular from there up.
    public var horizontalSizeClass: UserInterfaceSizeClass

    /// Traits with the given width class.
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// The traits of a container `width` columns wide.
    public init(width: Int) {
        self.init(horizontalSizeClass: width < Self.regularWidthThreshold ? .compact : .regular)
    }
}
