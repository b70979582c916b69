#include "CMallocTuning.h"

// Any C library header defines __GLIBC__ on glibc.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int cmalloctuning_reuse_freed_memory(int heap_block_limit, int kept_free_memory) {
#if defined(__GLIBC__)
    // mallopt(3) returns 1 on success. A sanitizer's runtime that replaces malloc takes no
    // settings (its mallopt returns 0, or is glibc's, acting on an allocator nobody uses).
    return mallopt(M_MMAP_THRESHOLD, heap_block_limit) == 1 && mallopt(M_TRIM_THRESHOLD, kept_free_memory) == 1;
#else
    (void)heap_block_limit;
    (void)kept_free_memory;
    return 0;
#endif
}
