// Counts heap allocations for Benchmarks/PageBenchmark by defining malloc and friends in the
// executable itself: the dynamic linker then binds every library's calls (the Swift runtime's
// swift_slowAlloc included) to these, which count and forward to glibc's own implementations.
// Linked only into that benchmark, never into kiosk.
#include <stdatomic.h>
#include <stddef.h>
#include "allocation_counter.h"

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_ullong allocations;

static void count(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count(); return __libc_calloc(n, size); }
void *realloc(void *pointer, size_t size) { count(); return __libc_realloc(pointer, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *memalign(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12;  // ENOMEM
    *out = pointer;
    return 0;
}

unsigned long long kiosk_allocation_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}
