#import <XCTest/XCTest.h>
#import "RNBackgroundTimer.h"
#import "FakeRNBTApplication.h"

@interface RNBackgroundTimerTests : XCTestCase
@end

@implementation RNBackgroundTimerTests

- (void)testStopEndsBackgroundTask
{
    FakeRNBTApplication *fake = [FakeRNBTApplication new];
    RNBackgroundTimer *timer = [RNBackgroundTimer new];
    timer.app = fake;
    [timer start:100 resolver:^(id r) {} rejecter:^(NSString *c, NSString *m, NSError *e) {}];
    [timer stop:^(id r) {} rejecter:^(NSString *c, NSString *m, NSError *e) {}];
    XCTAssertEqual(fake.endedCount, 1);
    XCTAssertEqual(fake.openTaskCount, 0);
}

- (void)testStartTwiceEndsPreviousTask
{
    FakeRNBTApplication *fake = [FakeRNBTApplication new];
    RNBackgroundTimer *timer = [RNBackgroundTimer new];
    timer.app = fake;
    [timer start:100 resolver:^(id r) {} rejecter:^(NSString *c, NSString *m, NSError *e) {}];
    [timer start:100 resolver:^(id r) {} rejecter:^(NSString *c, NSString *m, NSError *e) {}];
    XCTAssertEqual(fake.openTaskCount, 1, @"a restarted timer must hold one background task, not pile them up");
}

- (void)testTimeoutFiresInBackground
{
    XCTestExpectation *fired = [self expectationWithDescription:@"setTimeout fired"];
    RNBackgroundTimer *timer = [RNBackgroundTimer new];
    [timer setTimeout:7 timeout:200 onFire:^{ [fired fulfill]; }];
    [self waitForExpectations:@[fired] timeout:1.0];
}

- (void)testExpirationEndsTask
{
    FakeRNBTApplication *fake = [FakeRNBTApplication new];
    RNBackgroundTimer *timer = [RNBackgroundTimer new];
    timer.app = fake;
    [timer start:100 resolver:^(id r) {} rejecter:^(NSString *c, NSString *m, NSError *e) {}];
    [fake expireAll];
    XCTAssertEqual(fake.endedCount, 1);
}

@end
