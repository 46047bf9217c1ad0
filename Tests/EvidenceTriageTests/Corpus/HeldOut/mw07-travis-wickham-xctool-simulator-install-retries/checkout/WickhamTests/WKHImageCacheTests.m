#import <XCTest/XCTest.h>
#import "WKHImageCache.h"

@interface WKHImageCacheTests : XCTestCase
@end

@implementation WKHImageCacheTests

- (void)testEvictsUnderMemoryPressure {
    WKHImageCache *cache = [WKHImageCache sharedCache];
    for (NSUInteger i = 0; i < 200; i++) {
        [cache setImage:[WKHImageCache placeholderOfSize:CGSizeMake(1024, 1024)] forKey:@(i).stringValue];
    }
    [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationDidReceiveMemoryWarningNotification object:nil];
    XCTAssertLessThan(cache.count, 50u);
}

@end
