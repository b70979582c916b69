/// Registering classes and dequeuing reusable cells and supplementary views.
extension CollectionView {
    /// The element kind UIKit names cells by in its dequeue error.
    static let cellElementKind = "UICollectionElementKindCell"

    /// Registers a cell class under an identifier; later registrations replace earlier ones.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registry.cellClasses[identifier] = cellClass
    }

    /// Registers a cell class under its `defaultReuseIdentifier` (its type name).
    public func register<T: CollectionViewCell>(_: T.Type) {
        register(T.self, forCellWithReuseIdentifier: T.defaultReuseIdentifier)
    }

    /// Registers a supplementary view class for an element kind under an identifier.
    public func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registry.supplementaryClasses[ReuseRegistry.SupplementaryID(kind: kind, identifier: identifier)] = viewClass
    }

    /// Registers a supplementary view class for an element kind under its `defaultReuseIdentifier`.
    public func register<T: CollectionReusableView>(_: T.Type, forSupplementaryViewOfKind kind: String) {
        register(T.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: T.defaultReuseIdentifier)
    }

    /// A cell of the class registered under `identifier`, reused when one is waiting, with
    /// its state (selection, focus, expansion, list styling) set for `indexPath`.
    ///
    /// While `reconfigureItems` re-runs a provider, dequeuing for the item being reconfigured
    /// returns its existing cell. Traps with UIKit's message when nothing is registered.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let reconfiguring = reconfiguringIndexPath, reconfiguring == indexPath,
           let existing = preparedCells[indexPath], existing.reuseIdentifier == identifier {
            return existing
        }
        guard let cellClass = registry.cellClasses[identifier] else {
            Self.trapUnregistered(kind: Self.cellElementKind, identifier: identifier)
        }
        let cell: CollectionViewCell
        if let reused = registry.cellPool[identifier]?.popLast() {
            cell = reused
            registry.statistics.cellsReused += 1
        } else {
            cell = cellClass.init(frame: .zero)
            cell.reuseIdentifier = identifier
            cell.owningCollectionView = self
            registry.statistics.cellsCreated += 1
        }
        if cell.superview !== self { addSubview(cell) }
        prepareState(of: cell, for: indexPath)
        return cell
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)` by type: the identifier is
    /// `T.defaultReuseIdentifier`. Traps when the class registered there is not a `T`.
    public func dequeueReusableCell<T: CollectionViewCell>(_: T.Type, for indexPath: IndexPath) -> T {
        let cell = dequeueReusableCell(withReuseIdentifier: T.defaultReuseIdentifier, for: indexPath)
        guard let typed = cell as? T else {
            preconditionFailure("Could not dequeue cell with identifier '\(T.defaultReuseIdentifier)' as \(T.self): the class registered for it is \(type(of: cell)).")
        }
        return typed
    }

    /// A supplementary view of the class registered for `kind` under `identifier`.
    /// Traps with UIKit's message when nothing is registered.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionReusableView {
        let id = ReuseRegistry.SupplementaryID(kind: kind, identifier: identifier)
        guard let viewClass = registry.supplementaryClasses[id] else {
            Self.trapUnregistered(kind: kind, identifier: identifier)
        }
        let view: CollectionReusableView
        if let reused = registry.supplementaryPool[id]?.popLast() {
            view = reused
            registry.statistics.supplementariesReused += 1
        } else {
            view = viewClass.init(frame: .zero)
            view.reuseIdentifier = identifier
            view.dequeuedKind = kind
            view.owningCollectionView = self
            registry.statistics.supplementariesCreated += 1
        }
        if view.superview !== self { addSubview(view) }
        if let attributes = layout?.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath, visibleBounds: visibleRect, orthogonalOffsets: orthogonalOffsets) {
            view.apply(attributes)
            view.frame = screenFrame(attributes.frame)
        }
        (view as? CollectionViewCell).map { prepareState(of: $0, for: nil) }
        return view
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` by type.
    public func dequeueReusableSupplementaryView<T: CollectionReusableView>(_: T.Type, ofKind kind: String, for indexPath: IndexPath) -> T {
        let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: T.defaultReuseIdentifier, for: indexPath)
        guard let typed = view as? T else {
            preconditionFailure("Could not dequeue supplementary view of kind '\(kind)' with identifier '\(T.defaultReuseIdentifier)' as \(T.self): the class registered for it is \(type(of: view)).")
        }
        return typed
    }

    static func trapUnregistered(kind: String, identifier: String) -> Never {
        preconditionFailure(
            "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class "
                + "for the identifier or connect a prototype cell in a storyboard")
    }

    /// Sets what the collection view knows about a cell's item: layout attributes and frame,
    /// selection, focus, expansion and outline indentation (before the provider runs, so it
    /// can override them). `indexPath` is `nil` for a cell used as a supplementary view.
    func prepareState(of cell: CollectionViewCell, for indexPath: IndexPath?) {
        cell.traitCollection = layout?.environment.traitCollection ?? TraitCollection(width: bounds.width)
        guard let indexPath else { return }
        if let attributes = layout?.layoutAttributesForItem(at: indexPath, orthogonalOffsets: orthogonalOffsets) {
            cell.apply(attributes)
            cell.frame = screenFrame(attributes.frame)
        }
        cell.isSelected = selection.contains(indexPath)
        cell.isFocused = isFirstResponder && focus == indexPath
        let outline = outlineSource?.outlineState(at: indexPath)
        cell.isExpanded = outline?.isExpanded ?? false
        if let listCell = cell as? CollectionViewListCell {
            listCell.reservesDisclosureColumn = outline != nil
            listCell.applyOutlineLevel(outline?.level)
        }
    }

    /// Resets a view leaving the prepared set and puts it in its pool.
    func recycle(_ view: CollectionReusableView) {
        view.prepareForReuse()
        if let cell = view as? CollectionViewCell {
            cell.isSelected = false
            cell.isHighlighted = false
            cell.isFocused = false
            cell.isExpanded = false
            cell.isDisabled = false
        }
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        if let kind = view.dequeuedKind {
            registry.supplementaryPool[ReuseRegistry.SupplementaryID(kind: kind, identifier: identifier), default: []].append(view)
        } else if let cell = view as? CollectionViewCell {
            registry.cellPool[identifier, default: []].append(cell)
        }
    }

    /// Recycles every prepared cell and supplementary view.
    func recycleAllPreparedViews() {
        let cells = preparedCells.values, views = preparedSupplementaries.values
        preparedCells = [:]
        preparedSupplementaries = [:]
        displayed = []
        for cell in cells { recycle(cell) }
        for view in views { recycle(view) }
    }
}
