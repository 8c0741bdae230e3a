// Gumbo needs no shim; SwiftPM needs one source file per C target.
#include "CGumbo.h"
