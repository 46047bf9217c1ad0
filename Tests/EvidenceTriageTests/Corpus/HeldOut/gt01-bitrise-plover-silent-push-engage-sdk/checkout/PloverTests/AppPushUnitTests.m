//
//  AppPushUnitTests.m
//  PloverTests
//
//  Verifies the app delegate follows the Engage push integration steps
//  (adapted from the vendor's sample push unit tests).
//

#import <OCMock/OCMock.h>
#import <TNEngage/TNEngage.h>
#import <UIKit/UIKit.h>
#import <UserNotifications/UserNotifications.h>
#import <XCTest/XCTest.h>

@interface AppPushUnitTests : XCTestCase
@end

@implementation AppPushUnitTests

// MARK: - Push Registration

- (void)testDidFinishLaunchingWithOptions_RegistersForPush {
  id partialMock = [OCMockObject partialMockForObject:UIApplication.sharedApplication];
  UIApplication *application = UIApplication.sharedApplication;

  [application.delegate application:application didFinishLaunchingWithOptions:nil];

  OCMVerify([partialMock registerForRemoteNotifications]);
}

// MARK: - Push Tokens

- (void)testDidRegisterForRemoteNotificationsWithDeviceToken {
  id partialMock = [OCMockObject partialMockForObject:[TNEngage sharedInstance]];
  UIApplication *application = UIApplication.sharedApplication;
  NSData *token = [[NSData alloc] init];

  [application.delegate application:application didRegisterForRemoteNotificationsWithDeviceToken:token];

  OCMVerify([partialMock registerDeviceToken:token]);
}

// MARK: - Push Analytics and Handling

- (void)testDidReceiveRemoteNotification {
  id partialMock = [OCMockObject partialMockForObject:[TNEngage sharedInstance]];
  UIApplication *application = UIApplication.sharedApplication;

  // Receive notification
  [application.delegate application:application
       didReceiveRemoteNotification:@{}
             fetchCompletionHandler:^(UIBackgroundFetchResult result) {}];

  // Confirm notification logged to Engage
  OCMVerify([partialMock registerApplication:application
                didReceiveRemoteNotification:@{}
                      fetchCompletionHandler:[OCMArg any]]);
}

- (void)testDidReceiveNotificationResponse {
  id partialMock = [OCMockObject partialMockForObject:[TNEngage sharedInstance]];
  UNUserNotificationCenter *notificationCenter = UNUserNotificationCenter.currentNotificationCenter;
  UNNotificationResponse *response = OCMClassMock([UNNotificationResponse class]);

  [notificationCenter.delegate userNotificationCenter:notificationCenter
                       didReceiveNotificationResponse:response
                                withCompletionHandler:^{}];

  OCMVerify([partialMock userNotificationCenter:notificationCenter
                 didReceiveNotificationResponse:response
                          withCompletionHandler:[OCMArg any]]);
}

- (void)testForegroundPushHandling {
  UNUserNotificationCenter *notificationCenter = UNUserNotificationCenter.currentNotificationCenter;
  UNNotification *notification = OCMClassMock([UNNotification class]);

  XCTestExpectation *expectation = [[XCTestExpectation alloc] initWithDescription:@"Completion handler should be called"];

  [notificationCenter.delegate userNotificationCenter:notificationCenter
                              willPresentNotification:notification
                                withCompletionHandler:^(UNNotificationPresentationOptions options) {
    [expectation fulfill];
  }];

  [self waitForExpectations:@[expectation] timeout:0.5];
}

// MARK: - Static configuration

- (void)testInfoPlistDeclaresRemoteNotificationBackgroundMode {
  // Silent (content-available) pushes only wake the app in the background when
  // the built Info.plist declares the remote-notification background mode.
  NSArray *modes = [NSBundle.mainBundle objectForInfoDictionaryKey:@"UIBackgroundModes"];
  XCTAssertTrue([modes containsObject:@"remote-notification"], @"UIBackgroundModes is %@", modes);
}

@end
