#import <XCTest/XCTest.h>
#import <UserNotifications/UserNotifications.h>
#import "BRNotificationContentBuilder.h"

@interface BRNotificationContentBuilderTests : XCTestCase
@end

@implementation BRNotificationContentBuilderTests

- (void)testPayloadWithoutOptionsDeliversOriginalContent {
  XCTestExpectation *delivered = [self expectationWithDescription:@"content delivered"];
  UNMutableNotificationContent *content = [[UNMutableNotificationContent alloc] init];
  content.body = @"Mara: lunch?";
  [[BRNotificationContentBuilder new] populateContent:content
                                   withContentHandler:^(UNNotificationContent *result) {
    XCTAssertEqualObjects(result.body, @"Mara: lunch?");
    [delivered fulfill];
  }];
  [self waitForExpectationsWithTimeout:1 handler:nil];
}

- (void)testNonDictionaryOptionsDeliversOriginalContent {
  XCTestExpectation *delivered = [self expectationWithDescription:@"content delivered"];
  UNMutableNotificationContent *content = [[UNMutableNotificationContent alloc] init];
  content.body = @"Mara: lunch?";
  // A sender can put any JSON type under brindle_options.
  content.userInfo = @{BRPayloadOptionsKey : @"not a dictionary"};
  [[BRNotificationContentBuilder new] populateContent:content
                                   withContentHandler:^(UNNotificationContent *result) {
    XCTAssertEqual(result.attachments.count, 0);
    [delivered fulfill];
  }];
  [self waitForExpectationsWithTimeout:1 handler:nil];
}

@end
