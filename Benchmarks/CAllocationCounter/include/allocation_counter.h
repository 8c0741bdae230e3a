#ifndef KIOSK_ALLOCATION_COUNTER_H
#define KIOSK_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, aligned forms) made by the process so far, all threads.
unsigned long long kiosk_allocation_count(void);

#endif
