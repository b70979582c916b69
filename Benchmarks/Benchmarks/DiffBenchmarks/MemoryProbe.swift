import MallocInterposerSwift

/// Counts heap bytes through the malloc interposer that package-benchmark preloads.
///
/// `peakLiveBytes` samples live bytes (allocated minus freed since `start`) at every
/// allocation, which is exactly where the maximum can occur.
enum MemoryProbe {
    nonisolated(unsafe) private static var peak = 0

    private static let sample: MallocInterposerSwift.AllocationHook = { _ in
        let statistics = MallocInterposerSwift.getStatistics()
        let live = statistics.mallocBytesCount - statistics.freeBytesCount
        if live > MemoryProbe.peak { MemoryProbe.peak = live }
    }

    /// Live heap bytes left by `body` (its result is kept alive until counting stops).
    static func liveBytes<T>(after body: () -> T) -> Int {
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        let result = body()
        MallocInterposerSwift.unhook()
        withExtendedLifetime(result) {}
        let statistics = MallocInterposerSwift.getStatistics()
        return statistics.mallocBytesCount - statistics.freeBytesCount
    }

    /// The highest number of live heap bytes at any moment while `body` ran, result included.
    static func peakLiveBytes<T>(during body: () -> T) -> Int {
        peak = 0
        MallocInterposerSwift.reset()
        MallocInterposerSwift.setAllocationHook(sample)
        MallocInterposerSwift.hook()
        let result = body()
        MallocInterposerSwift.unhook()
        MallocInterposerSwift.setAllocationHook(nil)
        withExtendedLifetime(result) {}
        return peak
    }
}
