#if canImport(Glibc)
import Glibc
#endif

/// glibc's malloc set up for an app that copies and frees blocks of megabytes on every edit:
/// freed memory is kept and reused instead of being given back to the kernel.
///
/// At `--items 1000000` the identifiers, fingerprints and index of a snapshot are blocks of
/// 4 to 16 MB, and `a`, `d` and `s` each copy some of them (a snapshot taken from the data
/// source is copied on its first change) while the blocks of the snapshot replaced are freed.
/// By default glibc serves a block that large with a fresh `mmap` and unmaps it when it is
/// freed, so every page of every copy faults in and is zeroed by the kernel on first touch:
/// about 4,200 page faults a press of `a` or `d`, a third of its time. Served from the heap,
/// with the freed memory kept for the next copy, a press faults a few hundred times.
///
/// The memory kept is memory the app has used: the peak stays what it was (a shuffle of a
/// million fruit peaks lower, since its copies reuse the blocks freed before them).
enum LargeBlocks {
    /// Blocks up to this size come from the heap: the upper limit mallopt(3) documents for
    /// 64-bit systems (larger blocks, as at ten million fruit, are still mapped on their own).
    static let heapBlockLimit: Int32 = 32 << 20
    /// Freed memory at the top of the heap is given back to the kernel only beyond this.
    static let keptFreeMemory: Int32 = 256 << 20

    /// Whether both settings took; false where the C library is not glibc, or where malloc is
    /// not glibc's (a sanitizer's runtime stands in for it and takes no settings).
    ///
    /// `mallopt` is process-wide and the settings are the same on every call, so calling it
    /// again changes nothing.
    @discardableResult
    static func reuseFreedMemory() -> Bool {
        #if canImport(Glibc)
        // mallopt(3) is glibc's, declared in <malloc.h>, which Swift's Glibc module leaves out.
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        // M_TRIM_THRESHOLD and M_MMAP_THRESHOLD, as <malloc.h> defines them.
        let (trimThreshold, mmapThreshold): (Int32, Int32) = (-1, -3)
        return mallopt(mmapThreshold, heapBlockLimit) == 1 && mallopt(trimThreshold, keptFreeMemory) == 1
        #else
        return false
        #endif
    }
}
