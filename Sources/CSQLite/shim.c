// The shim is inline in include/CSQLite.h; SwiftPM needs one source file per C target.
#include "CSQLite.h"
