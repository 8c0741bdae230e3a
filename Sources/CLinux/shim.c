// sched_getcpu and sched_getaffinity need _GNU_SOURCE, which the header must not set.
#define _GNU_SOURCE
#include <sched.h>
#include "CLinux.h"

int kiosk_affinity_mask(uint8_t *bytes, int capacity) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof(set), &set) != 0) return -1;
    int count = (int)sizeof(set) < capacity ? (int)sizeof(set) : capacity;
    const uint8_t *raw = (const uint8_t *)&set;
    for (int i = 0; i < count; i++) bytes[i] = raw[i];
    return count;
}

int kiosk_current_cpu(void) {
    int cpu = sched_getcpu();
    return cpu < 0 ? 0 : cpu;
}
