//
//  KCAsyncThreadStateTests.m
//  KestrelCrashTests
//

#import <XCTest/XCTest.h>
#import "KCAsyncThread.h"
#import "KCTestThread.h"

@interface KCAsyncThreadStateTests : XCTestCase
@end

@implementation KCAsyncThreadStateTests {
    kc_test_thread_t _thread;
    kc_async_thread_state_t _state;
}

- (void)setUp {
    [super setUp];
    kc_test_thread_spawn(&_thread, 2);
    XCTAssertEqual(kc_async_thread_state_mach_thread_init(&_state, _thread.thread), KC_ESUCCESS);
}

- (void)tearDown {
    kc_test_thread_stop(&_thread);
    [super tearDown];
}

- (void)testGetProgramCounterRegister64 {
    kc_greg_t pc = kc_async_thread_state_get_reg(&_state, KC_REG_IP);
    XCTAssertNotEqual(pc, 0);
}

- (void)testGetFramePointerRegister64 {
    kc_greg_t fp = kc_async_thread_state_get_reg(&_state, KC_REG_FP);
    XCTAssertNotEqual(fp, 0);
    XCTAssertEqual(fp & 0xF, 0, @"frame pointer must be 16-byte aligned");
}

- (void)testSetRegisterMarksValid {
    kc_async_thread_state_set_reg(&_state, KC_REG_SP, 0x16d0f8000);
    XCTAssertTrue(kc_async_thread_state_has_reg(&_state, KC_REG_SP));
}

@end
