//
//  RLBackgroundTaskTests.m
//  RelaySDKTests
//

#import <XCTest/XCTest.h>
#import "RLUIKitBackgroundTask.h"
#import "RLTestApplicationProvider.h"

@interface RLBackgroundTaskTests : XCTestCase
@end

@implementation RLBackgroundTaskTests

- (void)testTaskInAppWithApplicationIsRunning
{
    RLTestApplicationProvider *provider = [RLTestApplicationProvider providerWithApplication:[RLFakeApplication activeApplication]];
    RLUIKitBackgroundTask *task = [[RLUIKitBackgroundTask alloc] initWithName:@"test" applicationProvider:provider expirationHandler:nil];
    XCTAssertTrue(task.isRunning);
    [task stop];
}

- (void)testTaskInAppExtensionContextIsNotExpiredImmediately
{
    // In an extension there is no UIApplication. Calling the expiration
    // handler at creation cancels the very request the task was meant to
    // protect (the notification extension's /sync never goes out).
    RLTestApplicationProvider *provider = [RLTestApplicationProvider providerWithApplication:nil];
    __block BOOL expired = NO;
    RLUIKitBackgroundTask *task = [[RLUIKitBackgroundTask alloc] initWithName:@"RLFileStore.commit"
                                                          applicationProvider:provider
                                                            expirationHandler:^{ expired = YES; }];
    XCTAssertFalse(expired, @"task expired immediately in an app-extension context");
    [task stop];
}

@end
