#ifndef CMALLOCTUNING_H
#define CMALLOCTUNING_H

// glibc's malloc tuned for programs that copy and free blocks of megabytes on every update
// (snapshots of a million items): see TUICurses' MallocTuning.

/// Serves blocks up to `heap_block_limit` bytes from the heap instead of a fresh mmap each,
/// and keeps up to `kept_free_memory` freed bytes at the top of the heap instead of giving them
/// back to the kernel. Returns 1 when glibc took both settings, 0 otherwise (another C
/// library, or a malloc that is not glibc's, such as a sanitizer's).
int cmalloctuning_reuse_freed_memory(int heap_block_limit, int kept_free_memory);

#endif
