#ifndef KIOSK_CHIREDIS_H
#define KIOSK_CHIREDIS_H
#include <hiredis/hiredis.h>

/// `redisContext.errstr` is a fixed char array, which Swift imports as a 128-element tuple; this hands
/// it over as the C string it is.
static inline const char *kiosk_redis_errstr(const redisContext *c) { return c->errstr; }
#endif
