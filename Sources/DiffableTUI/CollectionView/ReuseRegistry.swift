/// The classes registered with a collection view and the views waiting to be reused.
struct ReuseRegistry {
    /// Registered supplementary classes are keyed by kind and identifier.
    struct SupplementaryID: Hashable {
        var kind: String
        var identifier: String
    }

    var cellClasses: [String: CollectionViewCell.Type] = [:]
    var supplementaryClasses: [SupplementaryID: CollectionReusableView.Type] = [:]
    var cellPool: [String: [CollectionViewCell]] = [:]
    var supplementaryPool: [SupplementaryID: [CollectionReusableView]] = [:]
    var statistics = ReuseStatistics()
}

/// Counters that tests read to check reuse (cells made versus reused, provider calls).
struct ReuseStatistics: Equatable {
    var cellsCreated = 0
    var cellsReused = 0
    var supplementariesCreated = 0
    var supplementariesReused = 0
    var cellProviderCalls = 0
}
