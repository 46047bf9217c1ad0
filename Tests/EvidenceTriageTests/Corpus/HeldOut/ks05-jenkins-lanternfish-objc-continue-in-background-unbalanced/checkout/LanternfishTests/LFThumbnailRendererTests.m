#import <XCTest/XCTest.h>
#import "LFThumbnailRenderer.h"

@interface LFThumbnailRendererTests : XCTestCase
@end

@implementation LFThumbnailRendererTests

- (void)testRendersHEICThumbnail {
    UIImage *thumb = [LFThumbnailRenderer thumbnailForFileURL:LFFixtureURL(@"ridge-48mp.heic") maxPixelSize:320];
    XCTAssertNotNil(thumb);
}

@end
