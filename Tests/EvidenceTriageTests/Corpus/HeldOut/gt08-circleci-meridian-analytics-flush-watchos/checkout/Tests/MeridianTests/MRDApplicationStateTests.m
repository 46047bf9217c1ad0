//
//  MRDApplicationStateTests.m
//  MeridianTests
//

#import <XCTest/XCTest.h>
#import "MRDApplicationState.h"
#import "MRDTestDoubles.h"

@interface MRDApplicationStateTests : XCTestCase
@end

@implementation MRDApplicationStateTests

- (void)testBackgroundFlushEndsBackgroundTaskAfterSuccess {
    MRDFakeBackgroundTaskCoordinator *coordinator = [MRDFakeBackgroundTaskCoordinator new];
    MRDFakeRepository *repository = [MRDFakeRepository repositoryCompletingWith:YES];
    MRDApplicationState *state = [[MRDApplicationState alloc] initWithRepository:(id)repository coordinator:coordinator];

    [state applicationDidEnterBackground];
    [repository waitForFlush];
    XCTAssertEqual(coordinator.activeTaskCount, 0);
}

- (void)testBackgroundFlushEndsBackgroundTaskAfterFailure {
    // A failed upload must still give the background time back; otherwise the
    // system reports the task as never ended and may kill the app.
    MRDFakeBackgroundTaskCoordinator *coordinator = [MRDFakeBackgroundTaskCoordinator new];
    MRDFakeRepository *repository = [MRDFakeRepository repositoryCompletingWith:NO];
    MRDApplicationState *state = [[MRDApplicationState alloc] initWithRepository:(id)repository coordinator:coordinator];

    [state applicationDidEnterBackground];
    [repository waitForFlush];
    XCTAssertEqual(coordinator.activeTaskCount, 0, @"background task %@ still active after a failed flush", coordinator.activeTaskNames);
}

@end
