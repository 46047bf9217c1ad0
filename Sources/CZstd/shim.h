#ifndef EVIDENCE_CZSTD_SHIM_H
#define EVIDENCE_CZSTD_SHIM_H
#include <zstd.h>
#include <zstd_errors.h>
#endif
