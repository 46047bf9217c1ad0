/*
 * Copyright 2018 Courier Labs
 */

#import <XCTest/XCTest.h>
#import <OCMock/OCMock.h>
#import <UIKit/UIKit.h>
#import <UserNotifications/UserNotifications.h>

#import "PGNMessaging.h"
#import "PGNRemoteNotificationsProxy.h"

#pragma mark - Invalid App Delegate

@interface RandomObject : NSObject
@end
@implementation RandomObject
@end

#pragma mark - Incomplete App Delegate
@interface IncompleteAppDelegate : NSObject <UIApplicationDelegate>
@end
@implementation IncompleteAppDelegate
@end

#pragma mark - Fake AppDelegate
@interface FakeAppDelegate : NSObject <UIApplicationDelegate>
@property(nonatomic) BOOL remoteNotificationMethodWasCalled;
@property(nonatomic) BOOL remoteNotificationWithFetchHandlerWasCalled;
@end
@implementation FakeAppDelegate
- (void)application:(UIApplication *)application
    didReceiveRemoteNotification:(NSDictionary *)userInfo {
  self.remoteNotificationMethodWasCalled = YES;
}
- (void)application:(UIApplication *)application
    didReceiveRemoteNotification:(NSDictionary *)userInfo
          fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
  self.remoteNotificationWithFetchHandlerWasCalled = YES;
}
@end

#pragma mark - Local, Per-Test Properties

@interface PGNRemoteNotificationsProxyTests : XCTestCase
@property(nonatomic, strong) PGNRemoteNotificationsProxy *proxy;
@property(nonatomic, strong) id mockProxy;
@property(nonatomic, strong) id mockProxyClass;
@property(nonatomic, strong) id mockSharedApplication;
@property(nonatomic, strong) id mockMessaging;
@end

@implementation PGNRemoteNotificationsProxyTests

- (void)setUp {
  [super setUp];
  _mockSharedApplication = OCMPartialMock([UIApplication sharedApplication]);
  _mockMessaging = OCMClassMock([PGNMessaging class]);
  OCMStub([_mockMessaging messaging]).andReturn(_mockMessaging);
  _proxy = [[PGNRemoteNotificationsProxy alloc] init];
  _mockProxy = OCMPartialMock(_proxy);
  _mockProxyClass = OCMClassMock([PGNRemoteNotificationsProxy class]);
  // Update +sharedProxy to always return our partial mock of PGNRemoteNotificationsProxy
  OCMStub([_mockProxyClass sharedProxy]).andReturn(_mockProxy);
  // Many of our test app delegates don't set a window; stub it so swizzling can proceed.
  OCMStub([_mockSharedApplication delegate]).andReturn(nil);
}

- (void)tearDown {
  [_mockProxyClass stopMocking];
  _mockProxyClass = nil;
  [_mockProxy stopMocking];
  _mockProxy = nil;
  [_mockMessaging stopMocking];
  _mockMessaging = nil;
  [_mockSharedApplication stopMocking];
  _mockSharedApplication = nil;
  _proxy = nil;
  [super tearDown];
}

#pragma mark - Method Swizzling Tests

- (void)testSwizzlingNonAppDelegate {
  RandomObject *invalidAppDelegate = [[RandomObject alloc] init];
  [[UIApplication sharedApplication]
      setDelegate:(id<UIApplicationDelegate>)invalidAppDelegate];
  [self.mockProxy swizzleMethodsIfPossible];

  OCMReject([self.mockMessaging appDidReceiveMessage:[OCMArg any]]);

  XCTAssertFalse([invalidAppDelegate
      respondsToSelector:@selector(application:didReceiveRemoteNotification:fetchCompletionHandler:)]);
}

- (void)testSwizzledIncompleteAppDelegateRemoteNotificationMethod {
  IncompleteAppDelegate *incompleteAppDelegate = [[IncompleteAppDelegate alloc] init];
  [self.mockSharedApplication setDelegate:incompleteAppDelegate];
  [self.mockProxy swizzleMethodsIfPossible];

  NSDictionary *notification = @{@"test" : @""};
  OCMExpect([self.mockMessaging appDidReceiveMessage:notification]);

  SEL selector = @selector(application:didReceiveRemoteNotification:);
  XCTAssertTrue([incompleteAppDelegate respondsToSelector:selector]);
  [incompleteAppDelegate application:OCMClassMock([UIApplication class])
        didReceiveRemoteNotification:notification];

  [self.mockMessaging verify];
}

- (void)testIncompleteAppDelegateRemoteNotificationWithFetchHandlerMethod {
  IncompleteAppDelegate *incompleteAppDelegate = [[IncompleteAppDelegate alloc] init];
  [self.mockSharedApplication setDelegate:incompleteAppDelegate];
  [self.mockProxy swizzleMethodsIfPossible];

  SEL remoteNotification = @selector(application:didReceiveRemoteNotification:);
  XCTAssertTrue([incompleteAppDelegate respondsToSelector:remoteNotification]);
}

- (void)testSwizzledAppDelegateRemoteNotificationMethods {
  FakeAppDelegate *appDelegate = [[FakeAppDelegate alloc] init];
  [self.mockSharedApplication setDelegate:appDelegate];
  [self.mockProxy swizzleMethodsIfPossible];

  NSDictionary *notification = @{@"test" : @""};

  // Test application:didReceiveRemoteNotification:
  [appDelegate application:OCMClassMock([UIApplication class])
      didReceiveRemoteNotification:notification];
  // Verify our swizzled method was called
  OCMVerify([self.mockMessaging appDidReceiveMessage:notification]);
  // Verify our original method was called
  XCTAssertTrue(appDelegate.remoteNotificationMethodWasCalled);

  // Test application:didReceiveRemoteNotification:fetchCompletionHandler:
  [appDelegate application:OCMClassMock([UIApplication class])
      didReceiveRemoteNotification:notification
            fetchCompletionHandler:^(UIBackgroundFetchResult result){
            }];
  OCMVerify([self.mockMessaging appDidReceiveMessage:notification]);
  XCTAssertTrue(appDelegate.remoteNotificationWithFetchHandlerWasCalled);
}

- (void)testListeningForDelegateChangesOnInvalidUserNotificationCenter {
  RandomObject *invalidNotificationCenter = [[RandomObject alloc] init];
  OCMReject([invalidNotificationCenter addObserver:[OCMArg any]
                                        forKeyPath:[OCMArg any]
                                           options:0
                                           context:nil]);
  [self.mockProxy listenForDelegateChangesInUserNotificationCenter:invalidNotificationCenter];
}

@end
