extension CollectionView {
    /// How to configure a cell type for an item type; dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    ///
    /// Mirrors `UICollectionView.CellRegistration`. The cell class is registered under
    /// `Cell.defaultReuseIdentifier` on first use, so registrations of the same class share
    /// one reuse pool. Create registrations once, up front: one created while a cell provider
    /// is running traps when it is used, with UIKit's message.
    @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a dequeued cell for an item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler
        /// Whether a cell or supplementary provider was running when this was made.
        let createdInsideProvider: Bool

        /// A registration that configures `Cell`s with `handler`.
        ///
        /// Make it once, before the data source asks for cells: a registration made inside a cell
        /// provider traps when it is used, with UIKit's message.
        public init(handler: @escaping Handler) {
            self.handler = handler
            createdInsideProvider = CollectionView.providerDepth > 0
        }

        /// The identifier the cell class is registered and dequeued under.
        public var reuseIdentifier: String { Cell.defaultReuseIdentifier }
    }

    /// How to configure a supplementary view type for an element kind; dequeue with
    /// `dequeueConfiguredReusableSupplementary(using:for:)`.
    ///
    /// Mirrors `UICollectionView.SupplementaryRegistration`; registered on first use under
    /// `Supplementary.defaultReuseIdentifier`. Like cell registrations, create them up front.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Receives the view, the element kind and the index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The element kind the registration's views are dequeued for.
        public let elementKind: String
        let handler: Handler
        let createdInsideProvider: Bool

        /// A registration that configures `Supplementary` views of `elementKind` with `handler`;
        /// like a cell registration, make it up front.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            createdInsideProvider = CollectionView.providerDepth > 0
        }

        /// The identifier the view class is registered and dequeued under: its type name.
        public var reuseIdentifier: String { Supplementary.defaultReuseIdentifier }
    }

    /// Dequeues a cell for `registration` and runs its handler with `item` (skipped when
    /// `item` is `nil`).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if registration.createdInsideProvider {
            preconditionFailure(
                "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: "
                    + "or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell "
                    + "is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime "
                    + "of the collection view. Registrations should be created up front and reused. Registration: "
                    + "<CellRegistration<\(Cell.self), \(Item.self)>: reuseIdentifier \(registration.reuseIdentifier)>")
        }
        if registry.cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(Cell.self, for: indexPath)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// Dequeues a supplementary view for `registration` and runs its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if registration.createdInsideProvider {
            preconditionFailure(
                "Attempted to dequeue a supplementary view using a registration that was created inside "
                    + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: or inside a UICollectionViewDiffableDataSource "
                    + "supplementary view provider. Creating a new registration each time a supplementary view is requested will "
                    + "prevent reuse and cause created supplementary views to remain inaccessible in memory for the lifetime of the "
                    + "collection view. Registrations should be created up front and reused. Registration: "
                    + "<SupplementaryRegistration<\(Supplementary.self)>: elementKind \(registration.elementKind), "
                    + "reuseIdentifier \(registration.reuseIdentifier)>")
        }
        let id = ReuseRegistry.SupplementaryID(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if registry.supplementaryClasses[id] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(Supplementary.self, ofKind: registration.elementKind, for: indexPath)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
