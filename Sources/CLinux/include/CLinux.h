#ifndef KIOSK_CLINUX_H
#define KIOSK_CLINUX_H
// Linux calls Swift's Glibc module leaves out: epoll for the socket loops, a gathered send of a
// response's pieces, the affinity mask and the current CPU for CPUBudget and the per-core shards.
// No _GNU_SOURCE here: it would change glibc's structs from what Swift's Glibc module sees. The
// calls that need it live in shim.c, behind plain prototypes.
#include <stdint.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/uio.h>

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

/// One `sendmsg` of three buffers in order (a response's head, tail and body), less the first
/// `offset` bytes, which went out before; the byte count written, or -1 with errno. Here rather
/// than in Swift because Swift arrays passed as arguments arrive as plain pointers, so the caller
/// needs no closure per buffer to pin it. MSG_NOSIGNAL: a peer that went away is EPIPE, not SIGPIPE.
static inline ssize_t kiosk_send_pieces(
    int fd, const void *head, size_t head_count, const void *tail, size_t tail_count, const void *body,
    size_t body_count, size_t offset) {
    const void *bases[3] = { head, tail, body };
    size_t counts[3] = { head_count, tail_count, body_count };
    struct iovec vector[3];
    int pieces = 0;
    for (int i = 0; i < 3; i++) {
        if (offset >= counts[i]) {
            offset -= counts[i];
            continue;
        }
        vector[pieces].iov_base = (char *)bases[i] + offset;
        vector[pieces].iov_len = counts[i] - offset;
        pieces++;
        offset = 0;
    }
    struct msghdr message = { .msg_iov = vector, .msg_iovlen = (size_t)pieces };
    return sendmsg(fd, &message, MSG_NOSIGNAL);
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
