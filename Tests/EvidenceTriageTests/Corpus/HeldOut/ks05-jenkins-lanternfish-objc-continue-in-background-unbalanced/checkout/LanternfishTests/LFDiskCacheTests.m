#import <XCTest/XCTest.h>
#import "LFDiskCache.h"

@interface LFDiskCacheTests : XCTestCase
@end

@implementation LFDiskCacheTests

- (void)testCleanDiskRemovesExpiredFiles {
    LFDiskCache *cache = [LFDiskCache cacheInTemporaryDirectoryWithMaxAge:7 * 24 * 3600];
    NSDate *now = [NSDate dateWithTimeIntervalSince1970:1764460800];
    [cache seedFilesWithAges:@[@(8 * 86400), @(7 * 86400), @(30 * 86400), @(86400)] relativeTo:now];
    NSArray *removed = [cache cleanDiskAtDate:now];
    XCTAssertEqual(removed.count, 3);
}

@end
