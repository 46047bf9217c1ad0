// Native tests for the notification bridge. Not copied into the Unity build;
// Assets/Editor/NativeTestsPostProcess.cs adds these files by reference to the
// generated "Unity-iPhone Tests" target.
#import <XCTest/XCTest.h>
#import <UserNotifications/UserNotifications.h>
#import "UnityNotificationManager.h"
#import "OrchardNotificationsBridge.h"

@interface NotificationBridgeTests : XCTestCase
@end

@implementation NotificationBridgeTests

- (void)setUp
{
    [super setUp];
    [OrchardNotificationsBridge resetForTesting];
}

- (void)testPendingRequestsAreCachedAfterSchedule
{
    UnityNotificationManager *manager = [UnityNotificationManager sharedInstance];
    [OrchardNotificationsBridge scheduleDailyRewardInSeconds:3600 identifier:@"daily-reward"];

    // The Unity side polls this list every frame while the notifications
    // screen is open (iOSNotificationCenter.GetScheduledNotifications()).
    for (int frame = 0; frame < 240; frame++) {
        [manager updateScheduledNotificationList];
        (void)manager.cachedPendingNotificationRequests.count;
        [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.004]];
    }

    NSArray *ids = [manager.cachedPendingNotificationRequests valueForKey:@"identifier"];
    XCTAssertTrue([ids containsObject:@"daily-reward"]);
}

- (void)testReceivedCallbackFiresWhilePlaying
{
    XCTestExpectation *received = [self expectationWithDescription:@"OnNotificationReceived forwarded to Unity"];
    [OrchardNotificationsBridge setReceivedObserverForTesting:^(NSString *identifier) {
        if ([identifier isEqualToString:@"harvest-ready"]) { [received fulfill]; }
    }];

    [OrchardNotificationsBridge scheduleHarvestReadyInSeconds:2 identifier:@"harvest-ready"];

    [self waitForExpectations:@[received] timeout:20];
}

@end
