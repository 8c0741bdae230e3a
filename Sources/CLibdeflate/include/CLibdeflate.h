#ifndef KIOSK_CLIBDEFLATE_H
#define KIOSK_CLIBDEFLATE_H
/// libdeflate (Debian libdeflate-dev): whole-buffer gzip compression, used for response bodies.
/// Swift calls its functions directly; this header only makes them a module.
#include <libdeflate.h>
#endif
