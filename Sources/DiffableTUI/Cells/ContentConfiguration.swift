/// A description of a cell's content that knows how to make the view that shows it.
///
/// Mirrors `UIContentConfiguration`: assign one to `CollectionViewCell.contentConfiguration`;
/// the cell makes the content view once and hands later configurations to it while the view
/// `supports(_:)` them. `updated(for:)` restyles the configuration for a state (selected,
/// focused...) and must not change its content.
public protocol ContentConfiguration {
    /// Makes a new view that shows this configuration.
    @MainActor func makeContentView() -> any View & ContentView

    /// A copy styled for `state`.
    func updated(for state: CellConfigurationState) -> Self
}

/// A view made by a `ContentConfiguration`; mirrors `UIContentView`.
@MainActor
public protocol ContentView: AnyObject {
    /// The configuration the view shows; setting it redraws the view.
    var configuration: any ContentConfiguration { get set }

    /// Whether the view can show `configuration` (otherwise the cell makes a new view).
    func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
    /// By default a content view supports configurations of the type it was made for.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
