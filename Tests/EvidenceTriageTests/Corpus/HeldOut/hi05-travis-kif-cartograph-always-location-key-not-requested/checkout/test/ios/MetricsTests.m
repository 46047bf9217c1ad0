#import <XCTest/XCTest.h>
#import "CGMetricsManager+Testing.h"

@interface MetricsTests : XCTestCase
@end

@implementation MetricsTests

- (void)testTimerCreatedAfterEventPushed {
    CGMetricsManager *manager = [CGMetricsManager sharedManager];
    [manager resetForTesting];
    [manager pushEvent:@"map.load" attributes:@{}];
    XCTAssertNotNil(manager.flushTimer, @"a flush timer should be scheduled once an event is queued");
}

@end
