extension PreparedLayout {
    /// The element kinds of `section`'s boundary supplementary items (its headers and
    /// footers), in declaration order.
    ///
    /// A collection view uses this to tell a section's header at `[section, 0]` from a badge
    /// of the section's first item, which share kind strings only by accident but index paths
    /// by design: after an update the header follows its section and the badge its item.
    package func boundarySupplementaryKinds(inSection section: Int) -> [String] {
        plans.indices.contains(section) ? plans[section].boundary.map(\.elementKind) : []
    }

    /// The element kinds of the layout's own boundary supplementary items
    /// (`CompositionalLayoutConfiguration.boundarySupplementaryItems`), reported at `[0, i]`.
    package var globalBoundarySupplementaryKinds: [String] {
        globalBoundary.map(\.elementKind)
    }
}
