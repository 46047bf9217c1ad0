//
//  OfflineDownloadKIFTests.m
//  PalomaDemoTests
//
//  End-to-end: download a short HLS rendition and wait for the "Downloaded" badge.
//

#import <KIF/KIF.h>

@interface OfflineDownloadKIFTests : KIFTestCase
@end

@implementation OfflineDownloadKIFTests

- (void)beforeEach {
    [tester tapViewWithAccessibilityLabel:@"Library"];
    [tester waitForViewWithAccessibilityLabel:@"Sintel (HLS, 4 min)"];
}

- (void)testDownloadBadgeAppearsAfterDownload {
    [tester tapViewWithAccessibilityLabel:@"Download Sintel (HLS, 4 min)"];
    [tester waitForViewWithAccessibilityLabel:@"Downloading"];
    // The rendition is ~6 MB; two minutes is plenty on CI.
    [[tester usingTimeout:120] waitForViewWithAccessibilityLabel:@"Downloaded"];
}

- (void)testCancelRemovesDownloadingBadge {
    [tester tapViewWithAccessibilityLabel:@"Download Sintel (HLS, 4 min)"];
    [tester tapViewWithAccessibilityLabel:@"Cancel download"];
    [tester waitForAbsenceOfViewWithAccessibilityLabel:@"Downloading"];
}

@end
