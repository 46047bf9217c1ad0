#import <XCTest/XCTest.h>
#import "BEALifecycleObserver.h"
#import "BEAIntervalFlushPolicy.h"
#import "BEATestDoubles.h"

@interface BEALifecycleTests : XCTestCase
@end

@implementation BEALifecycleTests

- (void)testDidEnterBackgroundFlushesOnce {
    NSNotificationCenter *center = [NSNotificationCenter new];
    BEACountingFlusher *flusher = [BEACountingFlusher new];
    BEALifecycleObserver *observer = [[BEALifecycleObserver alloc] initWithFlusher:flusher center:center];
    BEAIntervalFlushPolicy *policy = [[BEAIntervalFlushPolicy alloc] initWithFlusher:flusher interval:30 center:center];

    [center postNotificationName:UIApplicationDidEnterBackgroundNotification object:nil];

    XCTAssertEqual(flusher.flushCount, 1, @"a single backgrounding must trigger a single flush");
    (void)observer; (void)policy;
}

- (void)testTimerFlushesOnInterval {
    BEACountingFlusher *flusher = [BEACountingFlusher new];
    BEAIntervalFlushPolicy *policy = [[BEAIntervalFlushPolicy alloc] initWithFlusher:flusher interval:0.05 center:[NSNotificationCenter new]];
    [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.12]];
    XCTAssertGreaterThanOrEqual(flusher.flushCount, 2);
    (void)policy;
}

@end
