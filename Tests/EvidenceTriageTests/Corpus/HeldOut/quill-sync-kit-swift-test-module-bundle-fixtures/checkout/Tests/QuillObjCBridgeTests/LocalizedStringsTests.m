#import <XCTest/XCTest.h>
#import "QSKStrings.h"

@interface LocalizedStringsTests : XCTestCase
@end

@implementation LocalizedStringsTests

- (void)testLoadsBundledStrings {
    NSBundle *bundle = SWIFTPM_MODULE_BUNDLE;
    XCTAssertNotNil(bundle, @"resource bundle for QuillObjCBridge");
    XCTAssertEqualObjects([QSKStrings conflictTitleInBundle:bundle], @"Sync conflict");
}

@end
