#ifndef KIOSK_CGUMBO_H
#define KIOSK_CGUMBO_H
#include <gumbo.h>
#endif
