//
//  KCFrameWalkerTests.m
//  KestrelCrashTests
//

#import <XCTest/XCTest.h>
#import "KCFrameWalker.h"
#import "KCAsyncImageList.h"
#import "KCTestThread.h"

/* Regression: walk a known five-deep call chain on a background thread. */
static const size_t kExpectedMinimumFrames = 5;

@interface KCFrameWalkerTests : XCTestCase
@end

@implementation KCFrameWalkerTests {
    kc_async_image_list_t _images;
}

- (void)setUp {
    [super setUp];
    kc_async_image_list_init(&_images, mach_task_self());
}

- (void)tearDown {
    kc_async_image_list_free(&_images);
    [super tearDown];
}

- (void)testWalkerReturnsCurrentFrameFirst {
    kc_frame_cursor_t cursor;
    kc_test_thread_t thread;
    kc_test_thread_spawn(&thread, 1);
    kc_frame_cursor_thread_init(&cursor, mach_task_self(), thread.thread, &_images);
    XCTAssertEqual(kc_frame_cursor_next(&cursor), KCFRAME_ESUCCESS);
    kc_frame_cursor_free(&cursor);
    kc_test_thread_stop(&thread);
}

- (void)testStackWalkerRegression {
    kc_frame_cursor_t cursor;
    kc_test_thread_t thread;
    kc_test_thread_spawn(&thread, (int) kExpectedMinimumFrames);
    kc_frame_cursor_thread_init(&cursor, mach_task_self(), thread.thread, &_images);

    size_t frames = 0;
    kc_frame_error_t err;
    while ((err = kc_frame_cursor_next(&cursor)) == KCFRAME_ESUCCESS) {
        frames++;
    }
    XCTAssertGreaterThanOrEqual(frames, kExpectedMinimumFrames, @"Stack walker stopped early: %s",
                                kc_frame_strerror(err));

    kc_frame_cursor_free(&cursor);
    kc_test_thread_stop(&thread);
}

@end
