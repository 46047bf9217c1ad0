#import <XCTest/XCTest.h>
#import "RNCassetteDownloader.h"
#import "CDStubURLProtocol.h"

@interface RNCassetteDownloaderTests : XCTestCase
@end

@implementation RNCassetteDownloaderTests

- (void)testStartCreatesOneTaskPerEpisode {
    RNCassetteDownloader *downloader = [RNCassetteDownloader new];
    [downloader startDownload:@{@"id": @"ep-101", @"url": @"https://cdn.cassette.test/ep-101.mp3"}];
    [downloader startDownload:@{@"id": @"ep-102", @"url": @"https://cdn.cassette.test/ep-102.mp3"}];
    XCTAssertEqual([downloader runningTaskCount], 2);
    [downloader cancelAll];
}

// User taps "Remove all downloads", then immediately "Download season" (issue #771).
- (void)testStartAfterCancelAllCreatesTaskOnLiveSession {
    RNCassetteDownloader *downloader = [RNCassetteDownloader new];
    for (int i = 0; i < 12; i++) {
        [downloader startDownload:@{@"id": [NSString stringWithFormat:@"ep-%d", 200 + i],
                                    @"url": [NSString stringWithFormat:@"https://cdn.cassette.test/ep-%d.mp3", 200 + i]}];
    }
    [downloader cancelAll];
    [CDStubURLProtocol drainCompletions];   // lets the cancelled tasks finish on the delegate queue

    [downloader startDownload:@{@"id": @"ep-301", @"url": @"https://cdn.cassette.test/ep-301.mp3"}];

    XCTAssertEqual([downloader runningTaskCount], 1);
}

@end
