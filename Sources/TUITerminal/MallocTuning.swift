import CMallocTuning

/// An opt-in for apps that keep lists of a million items: glibc's malloc set up to reuse the
/// large blocks such an app copies and frees on every update, instead of mapping each afresh.
///
/// A snapshot of a million items holds its identifiers, fingerprints and index in blocks of
/// 4 to 16 MB, and an edit copies some of them (a snapshot taken from the data source is copied
/// on its first change) while the blocks of the snapshot it replaces are freed. By default glibc
/// serves a block that large with a fresh `mmap` and unmaps it when it is freed, so every page
/// of every copy faults in and is zeroed by the kernel on first touch: about 4,000 page faults
/// for one insert into a million-item snapshot, a third of its time. With
/// ``reuseFreedMemory(heapBlockLimit:keptFreeMemory:)`` those blocks come from the heap and
/// the memory freed is kept for the next copy: a few hundred faults.
///
/// The memory kept is memory the app has used, so the peak stays what it was. The settings are
/// process-wide, which is why the library never makes them itself: call this once, first
/// thing in `main`, if your app edits large snapshots.
///
/// ```swift
/// MallocTuning.reuseFreedMemory()
/// let app = try Application(...)
/// ```
public enum MallocTuning {
    /// The largest block served from the heap by default: the upper limit mallopt(3) documents
    /// for `M_MMAP_THRESHOLD` on 64-bit systems (larger blocks are still mapped on their own).
    public static let defaultHeapBlockLimit = 32 << 20
    /// How much freed memory at the top of the heap is kept by default before it is given back.
    public static let defaultKeptFreeMemory = 256 << 20

    /// Serves blocks up to `heapBlockLimit` bytes from the heap and keeps up to `keptFreeMemory`
    /// freed bytes for reuse (glibc's `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD`).
    ///
    /// Returns whether both settings took: false where the C library is not glibc, or where
    /// malloc is not glibc's (a sanitizer's runtime stands in for it). Calling it again with the
    /// same values changes nothing.
    @discardableResult
    public static func reuseFreedMemory(heapBlockLimit: Int = defaultHeapBlockLimit, keptFreeMemory: Int = defaultKeptFreeMemory) -> Bool {
        let clamp = { (value: Int) in Int32(clamping: value) }
        return cmalloctuning_reuse_freed_memory(clamp(heapBlockLimit), clamp(keptFreeMemory)) == 1
    }
}
