// Nothing to wrap: libdeflate has no macros or variadics; SwiftPM needs one source file per C target.
#include "CLibdeflate.h"
