#ifndef EVIDENCE_CZLIB_SHIM_H
#define EVIDENCE_CZLIB_SHIM_H
#include <zlib.h>

// deflateInit2/inflateInit2 are macros (they pass the version and struct size) and do not import.
static inline int evidence_deflateInit2(z_streamp strm, int level, int method, int windowBits, int memLevel, int strategy) {
    return deflateInit2(strm, level, method, windowBits, memLevel, strategy);
}
static inline int evidence_inflateInit2(z_streamp strm, int windowBits) {
    return inflateInit2(strm, windowBits);
}
#endif
