#import <XCTest/XCTest.h>

@interface BundledDataTests : XCTestCase
@end

@implementation BundledDataTests

- (void)testLevelManifestIsBundled {
    NSString *path = [[NSBundle mainBundle] pathForResource:@"levels" ofType:@"json" inDirectory:@"Data/Raw"];
    XCTAssertNotNil(path, @"Data/Raw/levels.json missing from the app bundle");
}

- (void)testIl2cppMetadataIsBundled {
    NSString *path = [[NSBundle mainBundle] pathForResource:@"global-metadata" ofType:@"dat" inDirectory:@"Data/Managed/Metadata"];
    XCTAssertNotNil(path);
}

@end
