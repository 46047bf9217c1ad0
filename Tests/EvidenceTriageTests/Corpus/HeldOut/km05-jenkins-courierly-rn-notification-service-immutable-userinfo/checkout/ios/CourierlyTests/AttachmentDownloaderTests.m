#import <XCTest/XCTest.h>
#import "AttachmentDownloader.h"
#import "LocalFixtureServer.h"

@interface AttachmentDownloaderTests : XCTestCase
@end

@implementation AttachmentDownloaderTests

- (void)testDownloadedImageBecomesAttachment {
    NSURL *url = [LocalFixtureServer.shared urlForFixture:@"map-snapshot.png"];
    XCTestExpectation *done = [self expectationWithDescription:@"attachment built"];
    __block UNNotificationAttachment *attachment = nil;
    __block NSError *error = nil;

    [AttachmentDownloader attachmentForURL:url completion:^(UNNotificationAttachment *a, NSError *e) {
        attachment = a;
        error = e;
        [done fulfill];
    }];

    [self waitForExpectations:@[done] timeout:10];
    XCTAssertNil(error, @"attachment could not be created from the downloaded file");
    XCTAssertNotNil(attachment);
}

- (void)testNetworkErrorIsPassedThrough {
    XCTestExpectation *done = [self expectationWithDescription:@"error"];
    [AttachmentDownloader attachmentForURL:[NSURL URLWithString:@"http://127.0.0.1:1/none.png"]
                                completion:^(UNNotificationAttachment *a, NSError *e) {
        XCTAssertNil(a);
        XCTAssertNotNil(e);
        [done fulfill];
    }];
    [self waitForExpectations:@[done] timeout:10];
}

@end
