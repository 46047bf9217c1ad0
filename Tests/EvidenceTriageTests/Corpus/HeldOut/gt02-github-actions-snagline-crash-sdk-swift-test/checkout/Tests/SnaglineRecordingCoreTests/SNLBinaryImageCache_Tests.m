//
//  SNLBinaryImageCache_Tests.m
//  SnaglineRecordingCoreTests
//

#import <XCTest/XCTest.h>
#include <mach-o/dyld.h>

#import "SNLBinaryImageCache.h"

@interface SNLBinaryImageCache_Tests : XCTestCase
@end

@implementation SNLBinaryImageCache_Tests

+ (void)setUp
{
    [super setUp];
    snlbic_init();
}

- (void)testCacheContainsMainExecutable
{
    XCTAssertTrue(snlbic_containsImage(_dyld_get_image_header(0)));
}

- (void)testCacheContainsFoundation
{
    const struct mach_header *foundation = NULL;
    for (uint32_t i = 0; i < _dyld_image_count(); i++) {
        if (strstr(_dyld_get_image_name(i), "/Foundation.framework/") != NULL) {
            foundation = _dyld_get_image_header(i);
            break;
        }
    }
    XCTAssertTrue(foundation != NULL && snlbic_containsImage(foundation));
}

- (void)testEveryLoadedImageIsCached
{
    // Crash-time symbolication only looks at the cache, so any image dyld knows
    // about but the cache dropped becomes an unsymbolicated frame.
    uint32_t loaded = _dyld_image_count();
    uint32_t cached = 0;
    for (uint32_t i = 0; i < loaded; i++) {
        if (snlbic_containsImage(_dyld_get_image_header(i))) {
            cached++;
        }
    }
    XCTAssertEqual(cached, loaded, @"every image dyld reports must be in the cache");
}

@end
