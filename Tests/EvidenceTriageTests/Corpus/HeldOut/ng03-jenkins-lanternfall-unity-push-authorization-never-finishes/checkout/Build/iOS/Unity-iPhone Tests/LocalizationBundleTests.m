#import <XCTest/XCTest.h>

@interface LocalizationBundleTests : XCTestCase
@end

@implementation LocalizationBundleTests

- (void)testGermanStringsShipInAppBundle
{
    NSString *path = [[NSBundle mainBundle] pathForResource:@"Localizable" ofType:@"strings" inDirectory:nil forLocalization:@"de"];
    XCTAssertNotNil(path, @"no de.lproj/Localizable.strings in %@", [NSBundle mainBundle].bundlePath);
}

@end
