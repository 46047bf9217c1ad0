/*
 * KCFrameWalker.c
 * KestrelCrash
 *
 * Frame cursor: walks a thread's stack using compact unwind, DWARF, then frame pointers.
 */

#include "KCFrameWalker.h"
#include "KCAsyncImageList.h"
#include "KCAsyncThread.h"
#include "KCLog.h"

kc_frame_error_t kc_frame_cursor_next_with_readers (kc_frame_cursor_t *cursor,
                                                    kc_frame_reader_t *readers[],
                                                    size_t reader_count) {
    kc_frame_error_t ferr = KCFRAME_EUNKNOWN;

    if (cursor->depth == 0) {
        /* The first frame is the thread's current state. */
        cursor->frame = cursor->thread_state;
        cursor->depth++;
        return KCFRAME_ESUCCESS;
    }

    /* The next frame's image is looked up by the caller's return address. */
    kc_greg_t pc = (kc_greg_t) kc_async_thread_state_get_reg(&cursor->frame, KC_REG_IP);
    kc_async_macho_t *image = kc_async_image_containing_address(cursor->image_list, (kc_vm_address_t) pc);
    if (image == NULL) {
        KCLOG("Could not find a loaded image for the current frame pc: 0x%" PRIx64, (uint64_t) pc);
        return KCFRAME_ENOFRAME;
    }

    for (size_t i = 0; i < reader_count; i++) {
        ferr = readers[i](cursor->task, image, &cursor->frame, &cursor->prev_frame, &cursor->next_frame);
        if (ferr == KCFRAME_ESUCCESS) {
            break;
        }
    }
    if (ferr != KCFRAME_ESUCCESS) {
        return ferr;
    }

    cursor->prev_frame = cursor->frame;
    cursor->frame = cursor->next_frame;
    cursor->depth++;
    return KCFRAME_ESUCCESS;
}
