//
//  SNLBinaryImageCache.c
//  SnaglineRecordingCore
//
//  Keeps a signal-safe copy of the loaded images so crash-time symbolication
//  never calls back into dyld (whose lock may be held by a suspended thread).
//

#include "SNLBinaryImageCache.h"
#include "SNLLogger.h"

#include <mach-o/dyld.h>
#include <stdatomic.h>
#include <string.h>

#define SNL_MAX_CACHED_IMAGES 400

typedef struct {
    const struct mach_header *header;
    intptr_t slide;
} SNLCachedImage;

static SNLCachedImage g_images[SNL_MAX_CACHED_IMAGES];
static _Atomic(uint32_t) g_imageCount = 0;

static void snlbic_addImageCallback(const struct mach_header *header, intptr_t slide)
{
    uint32_t index = atomic_load(&g_imageCount);
    if (index >= SNL_MAX_CACHED_IMAGES) {
        SNLLOG_ERROR("Binary image cache full. Not caching image.");
        return;
    }
    g_images[index].header = header;
    g_images[index].slide = slide;
    atomic_store(&g_imageCount, index + 1);
}

static void snlbic_removeImageCallback(const struct mach_header *header, intptr_t slide)
{
    (void)slide;
    uint32_t count = atomic_load(&g_imageCount);
    for (uint32_t i = 0; i < count; i++) {
        if (g_images[i].header == header) {
            g_images[i].header = NULL;
            return;
        }
    }
}

void snlbic_init(void)
{
    _dyld_register_func_for_add_image(snlbic_addImageCallback);
    _dyld_register_func_for_remove_image(snlbic_removeImageCallback);
}

uint32_t snlbic_imageCount(void) { return atomic_load(&g_imageCount); }

bool snlbic_containsImage(const struct mach_header *header)
{
    uint32_t count = atomic_load(&g_imageCount);
    for (uint32_t i = 0; i < count; i++) {
        if (g_images[i].header == header) {
            return true;
        }
    }
    return false;
}
