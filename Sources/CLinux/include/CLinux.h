#ifndef KIOSK_CLINUX_H
#define KIOSK_CLINUX_H
// Linux calls Swift's Glibc module leaves out: epoll for the socket loops,
// the affinity mask and the current CPU for CPUBudget and the per-core shards.
// No _GNU_SOURCE here: it would change glibc's structs from what Swift's Glibc module sees. The
// calls that need it live in shim.c, behind plain prototypes.
#include <stdint.h>
#include <sys/epoll.h>

static inline int kiosk_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

/// Registers, changes or removes `fd` (op: EPOLL_CTL_ADD/MOD/DEL) for `events`, with the fd as its data.
static inline int kiosk_epoll_ctl(int epfd, int op, int fd, uint32_t events) {
    struct epoll_event event = { .events = events, .data = { .fd = fd } };
    return epoll_ctl(epfd, op, fd, &event);
}

/// Waits for events; writes each event's fd and mask into the two arrays.
static inline int kiosk_epoll_wait(int epfd, int *fds, uint32_t *masks, int capacity, int timeout) {
    struct epoll_event events[256];
    if (capacity > 256) capacity = 256;
    int count = epoll_wait(epfd, events, capacity, timeout);
    for (int i = 0; i < count; i++) {
        fds[i] = events[i].data.fd;
        masks[i] = events[i].events;
    }
    return count;
}

static const uint32_t kiosk_EPOLLIN = EPOLLIN;
static const uint32_t kiosk_EPOLLOUT = EPOLLOUT;
static const uint32_t kiosk_EPOLLERR = EPOLLERR;
static const uint32_t kiosk_EPOLLHUP = EPOLLHUP;
static const int kiosk_EPOLL_CTL_ADD = EPOLL_CTL_ADD;
static const int kiosk_EPOLL_CTL_MOD = EPOLL_CTL_MOD;
static const int kiosk_EPOLL_CTL_DEL = EPOLL_CTL_DEL;

/// The affinity mask's bytes (up to `capacity`); the byte count, or -1.
int kiosk_affinity_mask(uint8_t *bytes, int capacity);

/// The CPU this thread runs on now (vDSO, tens of nanoseconds), 0 when unknown.
int kiosk_current_cpu(void);
#endif
