#ifndef KIOSK_CZLIB_H
#define KIOSK_CZLIB_H
#include <zlib.h>

/// deflateInit2 and inflateInit2 are macros in zlib.h; Swift cannot call macros, so these wrap them.
static inline int kiosk_deflateInit2(z_streamp strm, int level, int method, int windowBits, int memLevel, int strategy) {
    return deflateInit2(strm, level, method, windowBits, memLevel, strategy);
}
static inline int kiosk_inflateInit2(z_streamp strm, int windowBits) {
    return inflateInit2(strm, windowBits);
}
#endif
