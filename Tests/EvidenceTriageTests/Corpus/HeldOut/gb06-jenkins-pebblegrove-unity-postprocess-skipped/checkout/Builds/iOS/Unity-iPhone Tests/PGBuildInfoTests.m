#import <XCTest/XCTest.h>

@interface PGBuildInfoTests : XCTestCase
@end

@implementation PGBuildInfoTests

- (void)testBundleVersionMatchesPlayerSettings
{
    // PlayerSettings.bundleVersion, written into Info.plist by Unity at export.
    NSString *version = NSBundle.mainBundle.infoDictionary[@"CFBundleShortVersionString"];
    XCTAssertEqualObjects(version, @"2.7.0");
}

- (void)testDisplayNameIsSet
{
    XCTAssertNotNil(NSBundle.mainBundle.infoDictionary[@"CFBundleDisplayName"]);
}

@end
