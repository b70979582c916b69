/// What a collection view asks for its content: counts, cells and supplementary views.
///
/// Mirrors `UICollectionViewDataSource`. `CollectionViewDiffableDataSource` implements it
/// from snapshots; implement it yourself for index-based data. Cells and supplementary views
/// must come from the collection view's `dequeue…` methods.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: CollectionView) -> Int

    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

    /// A dequeued, configured cell for the item.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell

    /// A dequeued, configured view for a supplementary element (header, footer, badge), or
    /// `nil` to leave it empty. The default returns `nil`.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        nil
    }
}
