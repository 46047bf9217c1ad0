#import <XCTest/XCTest.h>
#import <BackgroundTasks/BackgroundTasks.h>

// Copied into the generated Xcode project by Pebblegrove.Build.CI.CopyNativeTests.
@interface PGRewardPrefetchTests : XCTestCase
@end

@implementation PGRewardPrefetchTests

- (void)testFetchModeIsEnabled
{
    NSArray *modes = NSBundle.mainBundle.infoDictionary[@"UIBackgroundModes"];
    XCTAssertTrue([modes containsObject:@"remote-notification"]);
}

- (void)testPrefetchIdentifierIsPermitted
{
    NSArray *ids = NSBundle.mainBundle.infoDictionary[@"BGTaskSchedulerPermittedIdentifiers"];
    XCTAssertTrue([ids containsObject:@"com.lanternmoth.pebblegrove.rewards"],
                  @"com.lanternmoth.pebblegrove.rewards missing from BGTaskSchedulerPermittedIdentifiers %@", ids);
}

- (void)testSubmitPrefetchRequestSucceeds
{
    BGAppRefreshTaskRequest *request =
        [[BGAppRefreshTaskRequest alloc] initWithIdentifier:@"com.lanternmoth.pebblegrove.rewards"];
    request.earliestBeginDate = [NSDate dateWithTimeIntervalSinceNow:6 * 3600];
    NSError *error = nil;
    BOOL submitted = [[BGTaskScheduler sharedScheduler] submitTaskRequest:request error:&error];
    XCTAssertTrue(submitted, @"submit failed: %@", error);
}

@end
