/*
 * KCAsyncThread_arm.c
 * KestrelCrash
 *
 * Async-safe access to ARM thread state. Everything in this file may be called
 * from a signal handler: no allocation, no locks, no Objective-C.
 */

#include "KCAsyncThread.h"
#include "KCAsync.h"

#include <stdlib.h>
#include <assert.h>

#if defined(__arm__) || defined(__arm64__)

#if __has_feature(ptrauth_calls)
#include <ptrauth.h>
#endif

/* Mask used to strip pointer signatures on arm64 when ptrauth intrinsics are unavailable.
 * Callers that compare code addresses against image ranges are expected to strip first. */
#define KC_ARM64_PTR_MASK 0x0000000FFFFFFFFFULL

static inline kc_greg_t kc_async_strip_pointer (kc_greg_t value) {
#if __has_feature(ptrauth_calls)
    return (kc_greg_t) ptrauth_strip((void *) value, ptrauth_key_return_address);
#else
    return value & KC_ARM64_PTR_MASK;
#endif
}

#define RETGEN(name, type, ts) {\
    return (ts->arm_state. type . __ ## name); \
}

#define SETGEN(name, type, ts, regnum, value) {\
    ts->valid_regs |= 1ULL<<regnum; \
    (ts->arm_state. type . __ ## name) = value; \
    break; \
}

/* Mapping of DWARF register numbers to KestrelCrash register numbers. */
struct dwarf_register_table {
    /** Standard register number. */
    kc_regnum_t regnum;

    /** DWARF register number. */
    uint64_t dwarf_value;
};


/**
 * Fetch a 32-bit ARM register value.
 */
static kc_greg_t kc_async_thread_state_get_reg_32 (const kc_async_thread_state_t *ts, kc_regnum_t regnum) {
    switch (regnum) {
        case KC_ARM_R0:
            RETGEN(r[0], thread.ts_32, ts);

        case KC_ARM_R1:
            RETGEN(r[1], thread.ts_32, ts);

        case KC_ARM_R2:
            RETGEN(r[2], thread.ts_32, ts);

        case KC_ARM_R3:
            RETGEN(r[3], thread.ts_32, ts);

        case KC_ARM_R4:
            RETGEN(r[4], thread.ts_32, ts);

        case KC_ARM_R5:
            RETGEN(r[5], thread.ts_32, ts);

        case KC_ARM_R6:
            RETGEN(r[6], thread.ts_32, ts);

        case KC_ARM_R7:
            RETGEN(r[7], thread.ts_32, ts);

        case KC_ARM_R8:
            RETGEN(r[8], thread.ts_32, ts);

        case KC_ARM_R9:
            RETGEN(r[9], thread.ts_32, ts);

        case KC_ARM_R10:
            RETGEN(r[10], thread.ts_32, ts);

        case KC_ARM_R11:
            RETGEN(r[11], thread.ts_32, ts);

        case KC_ARM_R12:
            RETGEN(r[12], thread.ts_32, ts);

        case KC_ARM_R7_FP:
            RETGEN(r[7], thread.ts_32, ts);

        case KC_ARM_SP:
            RETGEN(sp, thread.ts_32, ts);

        case KC_ARM_LR:
            RETGEN(lr, thread.ts_32, ts);

        case KC_ARM_PC:
            RETGEN(pc, thread.ts_32, ts);

        case KC_ARM_CPSR:
            RETGEN(cpsr, thread.ts_32, ts);

        default:
            __builtin_trap();
    }

    /* Should not be reachable */
    return 0;
}

/**
 * Fetch a 64-bit ARM register value.
 */
static kc_greg_t kc_async_thread_state_get_reg_64 (const kc_async_thread_state_t *ts, kc_regnum_t regnum) {
    switch (regnum) {
        case KC_ARM64_X0:
            RETGEN(x[0], thread.ts_64, ts);

        case KC_ARM64_X1:
            RETGEN(x[1], thread.ts_64, ts);

        case KC_ARM64_X2:
            RETGEN(x[2], thread.ts_64, ts);

        case KC_ARM64_X3:
            RETGEN(x[3], thread.ts_64, ts);

        case KC_ARM64_X4:
            RETGEN(x[4], thread.ts_64, ts);

        case KC_ARM64_X5:
            RETGEN(x[5], thread.ts_64, ts);

        case KC_ARM64_X6:
            RETGEN(x[6], thread.ts_64, ts);

        case KC_ARM64_X7:
            RETGEN(x[7], thread.ts_64, ts);

        case KC_ARM64_X8:
            RETGEN(x[8], thread.ts_64, ts);

        case KC_ARM64_X9:
            RETGEN(x[9], thread.ts_64, ts);

        case KC_ARM64_X10:
            RETGEN(x[10], thread.ts_64, ts);

        case KC_ARM64_X11:
            RETGEN(x[11], thread.ts_64, ts);

        case KC_ARM64_X12:
            RETGEN(x[12], thread.ts_64, ts);

        case KC_ARM64_X13:
            RETGEN(x[13], thread.ts_64, ts);

        case KC_ARM64_X14:
            RETGEN(x[14], thread.ts_64, ts);

        case KC_ARM64_X15:
            RETGEN(x[15], thread.ts_64, ts);

        case KC_ARM64_X16:
            RETGEN(x[16], thread.ts_64, ts);

        case KC_ARM64_X17:
            RETGEN(x[17], thread.ts_64, ts);

        case KC_ARM64_X18:
            RETGEN(x[18], thread.ts_64, ts);

        case KC_ARM64_X19:
            RETGEN(x[19], thread.ts_64, ts);

        case KC_ARM64_X20:
            RETGEN(x[20], thread.ts_64, ts);

        case KC_ARM64_X21:
            RETGEN(x[21], thread.ts_64, ts);

        case KC_ARM64_X22:
            RETGEN(x[22], thread.ts_64, ts);

        case KC_ARM64_X23:
            RETGEN(x[23], thread.ts_64, ts);

        case KC_ARM64_X24:
            RETGEN(x[24], thread.ts_64, ts);

        case KC_ARM64_X25:
            RETGEN(x[25], thread.ts_64, ts);

        case KC_ARM64_X26:
            RETGEN(x[26], thread.ts_64, ts);

        case KC_ARM64_X27:
            RETGEN(x[27], thread.ts_64, ts);

        case KC_ARM64_X28:
            RETGEN(x[28], thread.ts_64, ts);

        case KC_ARM64_FP:
#if __has_feature(ptrauth_calls)
            /* arm_thread_state64_get_fp() authenticates the signed frame pointer. */
            return (kc_greg_t) arm_thread_state64_get_fp(ts->arm_state.thread.ts_64);
#else
            RETGEN(fp, thread.ts_64, ts);
#endif

        case KC_ARM64_SP:
#if __has_feature(ptrauth_calls)
            return (kc_greg_t) arm_thread_state64_get_sp(ts->arm_state.thread.ts_64);
#else
            RETGEN(sp, thread.ts_64, ts);
#endif

        case KC_ARM64_LR:
#if __has_feature(ptrauth_calls)
            /* Raw (possibly signed) value; see kc_async_strip_pointer(). */
            return (kc_greg_t) ts->arm_state.thread.ts_64.__opaque_lr;
#else
            RETGEN(lr, thread.ts_64, ts);
#endif

        case KC_ARM64_PC:
#if __has_feature(ptrauth_calls)
            return (kc_greg_t) ts->arm_state.thread.ts_64.__opaque_pc;
#else
            RETGEN(pc, thread.ts_64, ts);
#endif

        case KC_ARM64_CPSR:
            RETGEN(cpsr, thread.ts_64, ts);

        default:
            __builtin_trap();
    }

    /* Should not be reachable */
    return 0;
}

/* Supported register getter */
kc_greg_t kc_async_thread_state_get_reg (const kc_async_thread_state_t *ts, kc_regnum_t regnum) {
    if (ts->arm_state.thread.ash.flavor == ARM_THREAD_STATE32) {
        return kc_async_thread_state_get_reg_32(ts, regnum);
    } else {
        return kc_async_thread_state_get_reg_64(ts, regnum);
    }
}

#endif /* __arm__ || __arm64__ */
