// The shims are inline in include/CZlib.h; SwiftPM needs one source file per C target.
#include "CZlib.h"
