#ifndef EVIDENCE_CZSTD_SHIM_H
#define EVIDENCE_CZSTD_SHIM_H
#include <zstd.h>
#endif
