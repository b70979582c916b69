import TUICore

/// A layout built from sections, groups and items: the description a collection view turns
/// into frames.
///
/// Mirrors `UICollectionViewCompositionalLayout`. The layout holds the description (one
/// section for all, or a provider asked for each section); the collection view it is given to
/// asks the provider again whenever its size or its item counts change, and turns the
/// description into frames (see <doc:LayingOutSections>):
///
/// ```swift
/// let layout = CompositionalLayout { section, environment in
///     let columns = environment.traitCollection.horizontalSizeClass == .compact ? 1 : 2
///     let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
///     let group = LayoutGroup.horizontal(
///         layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(5)),
///         repeatingSubitem: item, count: columns)
///     return LayoutSection(group: group)
/// }
/// let collectionView = CollectionView(frame: bounds, collectionViewLayout: layout)
/// ```
public final class CompositionalLayout {
    /// Returns the description of section `index` for an environment; `nil` only for a
    /// section without items.
    public typealias SectionProvider = (Int, LayoutEnvironment) -> LayoutSection?

    /// Layout-wide settings; takes effect at the next preparation.
    public var configuration: CompositionalLayoutConfiguration
    private let sectionProvider: SectionProvider
    /// What `invalidateLayout()` tells: the collection view showing the layout, which sets it
    /// when it takes the layout (a layout serves one collection view, as in UIKit).
    package var invalidationHandler: (@MainActor () -> Void)?

    /// Has the collection view showing the layout prepare it again at its next layout pass,
    /// asking the section provider for every section (UIKit's `invalidateLayout()`).
    ///
    /// The provider is asked again on its own when the collection view's size or item counts
    /// change and on every apply (even of an unchanged snapshot, as in UIKit); call this when
    /// something else it reads changed, such as a width your sections take from the data, and
    /// there is nothing to apply.
    @MainActor
    public func invalidateLayout() {
        invalidationHandler?()
    }

    /// A layout whose every section is laid out as `section`.
    public convenience init(section: LayoutSection) {
        self.init(section: section, configuration: CompositionalLayoutConfiguration())
    }

    /// A layout whose every section is laid out as `section`, with layout-wide settings.
    public convenience init(section: LayoutSection, configuration: CompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section, every time the layout is prepared
    /// (a new size, new item counts): read `environment.traitCollection` there to adapt to the
    /// terminal's width.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with layout-wide settings.
    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    /// A layout whose every section is a list styled by `configuration`.
    public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
        CompositionalLayout { _, environment in
            LayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The environment the section provider sees for a container.
    package func environment(containerSize: Size, contentInsets: DirectionalEdgeInsets = .zero) -> LayoutEnvironment {
        LayoutEnvironment(containerSize: containerSize, contentInsets: contentInsets)
    }

    /// Resolves the layout for `itemCounts` (one count per section) in a container of
    /// `containerSize` with the content inset by `contentInsets`.
    ///
    /// Calls the section provider once per section with the environment. Sections are laid
    /// out across the container's effective width (`containerSize` minus the insets). A
    /// section object returned for several sections (as with `init(section:)`) is unrolled
    /// once. Nothing carries over from earlier preparations: a new width recomputes
    /// everything and estimated heights start from their estimates.
    ///
    /// - Complexity: O(sections + the size of the groups' descriptions); independent of
    ///   the number of items while their heights are uniform.
    ///
    /// With `table`, the layout is a table's: a pinned header row of kind
    /// `ElementKind.tableHeader` comes after the layout's own headers, the columns are resolved
    /// for the width, and list sections show one line a row (hairline separators).
    package func prepare(
        itemCounts: [Int],
        containerSize: Size,
        contentInsets: DirectionalEdgeInsets = .zero,
        table: TableSpec? = nil
    ) -> PreparedLayout {
        let environment = environment(containerSize: containerSize, contentInsets: contentInsets)
        let effective = environment.container.effectiveContentSize
        var sections: [LayoutSection] = []  // keeps provider results alive so identifiers stay unique
        var templates: [ObjectIdentifier: GroupTemplate] = [:]
        var plans: [SectionPlan] = []
        plans.reserveCapacity(itemCounts.count)
        for (index, count) in itemCounts.enumerated() {
            precondition(count >= 0, "A section cannot have a negative number of items.")
            let section = sectionProvider(index, environment)
            var template: GroupTemplate?
            if let section {
                sections.append(section)
                let key = ObjectIdentifier(section)
                template = templates[key] ?? SectionPlan.template(for: section, environment: environment)
                templates[key] = template
            }
            plans.append(SectionPlan(
                section, template: template, index: index, itemCount: count, originX: contentInsets.leading, environment: environment,
                isTable: table != nil))
        }
        var boundaryItems = configuration.boundarySupplementaryItems
        if table != nil { boundaryItems.append(TableSpec.headerItem()) }
        let global = boundaryItems.enumerated().map { index, item in
            BoundarySpec(item, index: index, availableMinX: contentInsets.leading, availableWidth: effective.width, containerHeight: effective.height)
        }
        return PreparedLayout(
            plans: plans, environment: environment,
            interSectionSpacing: configuration.interSectionSpacing, globalBoundary: global,
            columnLayout: table.map { TableColumnLayout(columns: $0.columns, width: effective.width, contentWidths: $0.contentWidths) }
        )
    }
}
