// The shim is inline in include/CHiredis.h; SwiftPM needs one source file per C target.
#include "CHiredis.h"
