// The module is one inline function in its header; SwiftPM needs a source file to build it.
#include "CPrefetch.h"
