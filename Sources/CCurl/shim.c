// The shims are inline in include/CCurl.h; SwiftPM needs one source file per C target.
#include "CCurl.h"
