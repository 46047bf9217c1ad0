#import <XCTest/XCTest.h>

@interface SilentPushTests : XCTestCase
@end

@implementation SilentPushTests

// Content-available pushes ("orchard-sync") wake the game to refresh the
// market prices; iOS only delivers them in the background when the built
// app declares the remote-notification background mode.
- (void)testRemoteNotificationBackgroundModeEnabled
{
    NSArray *modes = [NSBundle.mainBundle objectForInfoDictionaryKey:@"UIBackgroundModes"];
    XCTAssertTrue([modes containsObject:@"remote-notification"], @"UIBackgroundModes = %@", modes);
}

- (void)testPushEntitlementPresentInProvisioningSettings
{
    NSString *env = [NSBundle.mainBundle objectForInfoDictionaryKey:@"OrchardAPSEnvironment"];
    XCTAssertEqualObjects(env, @"development");
}

@end
