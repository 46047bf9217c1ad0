//
//  RichPushHelperTests.m
//  ParcelpostTests
//

#import <UserNotifications/UserNotifications.h>
#import <XCTest/XCTest.h>
#import "PPRichPushHelper.h"
#import "PPStubURLProtocol.h"

@interface RichPushHelperTests : XCTestCase
@property(nonatomic, strong) PPRichPushHelper *helper;
@end

@implementation RichPushHelperTests

- (void)setUp {
  [super setUp];
  NSURLSessionConfiguration *config = NSURLSessionConfiguration.ephemeralSessionConfiguration;
  config.protocolClasses = @[ [PPStubURLProtocol class] ];
  self.helper = [[PPRichPushHelper alloc] initWithSession:[NSURLSession sessionWithConfiguration:config]];
}

- (void)tearDown {
  [PPStubURLProtocol reset];
  [super tearDown];
}

- (void)testDeliversTextOnlyPayloadUnchanged {
  XCTestExpectation *delivered = [self expectationWithDescription:@"Content handler was called."];
  UNMutableNotificationContent *content = [[UNMutableNotificationContent alloc] init];
  content.body = @"Your parcel PP-4471 is out for delivery";
  [self.helper populateNotificationContent:content
                        withContentHandler:^(UNNotificationContent *_Nonnull result) {
                          XCTAssertEqual(result.attachments.count, 0);
                          [delivered fulfill];
                        }];
  [self waitForExpectations:@[ delivered ] timeout:5];
}

- (void)testAttachesParcelPhoto {
  [PPStubURLProtocol stubURL:@"https://img.parcelpost.test/pp-4471.jpg" withFixture:@"parcel-photo.jpg"];
  XCTestExpectation *delivered = [self expectationWithDescription:@"Content handler was called."];
  UNMutableNotificationContent *content = [[UNMutableNotificationContent alloc] init];
  content.userInfo = @{@"pp_options" : @{@"image" : @"https://img.parcelpost.test/pp-4471.jpg"}};
  [self.helper populateNotificationContent:content
                        withContentHandler:^(UNNotificationContent *_Nonnull result) {
                          XCTAssertEqual(result.attachments.count, 1);
                          [delivered fulfill];
                        }];
  [self waitForExpectations:@[ delivered ] timeout:5];
}

- (void)testImageDownloadFailureStillDeliversNotification {
  [PPStubURLProtocol failURL:@"https://img.parcelpost.test/pp-4472.jpg" withCode:NSURLErrorCannotConnectToHost];
  XCTestExpectation *delivered = [self expectationWithDescription:@"Content handler was called."];
  UNMutableNotificationContent *content = [[UNMutableNotificationContent alloc] init];
  content.body = @"Delivered to your safe place";
  content.userInfo = @{@"pp_options" : @{@"image" : @"https://img.parcelpost.test/pp-4472.jpg"}};
  [self.helper populateNotificationContent:content
                        withContentHandler:^(UNNotificationContent *_Nonnull result) {
                          XCTAssertEqualObjects(result.body, @"Delivered to your safe place");
                          XCTAssertEqual(result.attachments.count, 0);
                          [delivered fulfill];
                        }];
  [self waitForExpectations:@[ delivered ] timeout:10];
}

- (void)testNullImageFieldDeliversPlainNotification {
  // The carrier API sends "image": null when there is no photo yet.
  XCTestExpectation *delivered = [self expectationWithDescription:@"Content handler was called."];
  UNMutableNotificationContent *content = [[UNMutableNotificationContent alloc] init];
  content.userInfo = @{@"pp_options" : @{@"image" : [NSNull null]}};
  [self.helper populateNotificationContent:content
                        withContentHandler:^(UNNotificationContent *_Nonnull result) {
                          XCTAssertEqual(result.attachments.count, 0);
                          [delivered fulfill];
                        }];
  [self waitForExpectations:@[ delivered ] timeout:5];
}

- (void)testStringOptionsFieldIsIgnored {
  // A sender can set pp_options to any JSON type.
  XCTestExpectation *delivered = [self expectationWithDescription:@"Content handler was called."];
  UNMutableNotificationContent *content = [[UNMutableNotificationContent alloc] init];
  content.userInfo = @{@"pp_options" : @"none"};
  [self.helper populateNotificationContent:content
                        withContentHandler:^(UNNotificationContent *_Nonnull result) {
                          XCTAssertEqual(result.attachments.count, 0);
                          [delivered fulfill];
                        }];
  [self waitForExpectations:@[ delivered ] timeout:5];
}

@end
