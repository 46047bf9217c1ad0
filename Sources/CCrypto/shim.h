#ifndef EVIDENCE_CCRYPTO_SHIM_H
#define EVIDENCE_CCRYPTO_SHIM_H
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/err.h>
#endif
