//
//  SNLObjC.c
//  SnaglineRecordingCore
//
//  Async-signal-safe inspection of Objective-C objects for crash reports.
//

#include "SNLObjC.h"
#include "SNLMemory.h"
#include "SNLLogger.h"

#include <objc/runtime.h>
#include <string.h>

// Tagged pointer layout.
// NOTE: this is the x86_64 layout (tag bit is the LSB, 3-bit slot index in bits 1-3).
#define TAG_MASK 1UL
#define TAG_SLOT_SHIFT 1
#define TAG_SLOT_MASK 0x7UL
#define TAG_PAYLOAD_LSHIFT 0
#define TAG_PAYLOAD_RSHIFT 4

// Tag slots as used by the runtime.
enum { SNL_TAG_NSString = 2, SNL_TAG_NSNumber = 3, SNL_TAG_NSDate = 6 };

static inline bool isTaggedPointer(const void *pointer) { return (((uintptr_t)pointer) & TAG_MASK) == TAG_MASK; }

static inline int getTaggedSlot(const void *pointer)
{
    return (int)((((uintptr_t)pointer) >> TAG_SLOT_SHIFT) & TAG_SLOT_MASK);
}

static inline uintptr_t getTaggedPayload(const void *pointer)
{
    return (((uintptr_t)pointer) << TAG_PAYLOAD_LSHIFT) >> TAG_PAYLOAD_RSHIFT;
}

bool snlobjc_isTaggedPointer(const void *const pointer) { return isTaggedPointer(pointer); }

SNLObjCClassType snlobjc_taggedClassType(const void *const pointer)
{
    if (!isTaggedPointer(pointer)) {
        return SNLObjCClassTypeUnknown;
    }
    switch (getTaggedSlot(pointer)) {
        case SNL_TAG_NSString:
            return SNLObjCClassTypeString;
        case SNL_TAG_NSNumber:
            return SNLObjCClassTypeNumber;
        case SNL_TAG_NSDate:
            return SNLObjCClassTypeDate;
        default:
            return SNLObjCClassTypeUnknown;
    }
}

int snlobjc_taggedStringLength(const void *const pointer)
{
    if (snlobjc_taggedClassType(pointer) != SNLObjCClassTypeString) {
        return 0;
    }
    return (int)(getTaggedPayload(pointer) & 0xf);
}

int snlobjc_copyTaggedNumberDescription(const void *const pointer, char *buffer, int bufferLength)
{
    if (snlobjc_taggedClassType(pointer) != SNLObjCClassTypeNumber) {
        return snprintf(buffer, (size_t)bufferLength, "<unknown>");
    }
    int64_t value = (int64_t)(getTaggedPayload(pointer) >> 4);
    return snprintf(buffer, (size_t)bufferLength, "%lld", (long long)value);
}
