#ifndef KIOSK_CZLIB_H
#define KIOSK_CZLIB_H
#include <zlib.h>

/// inflateInit2 is a macro in zlib.h; Swift cannot call macros, so this wraps it.
static inline int kiosk_inflateInit2(z_streamp strm, int windowBits) {
    return inflateInit2(strm, windowBits);
}
#endif
