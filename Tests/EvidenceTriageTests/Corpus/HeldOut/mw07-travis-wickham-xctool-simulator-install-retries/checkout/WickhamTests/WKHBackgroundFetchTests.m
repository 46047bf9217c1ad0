#import <XCTest/XCTest.h>

@interface WKHBackgroundFetchTests : XCTestCase
@end

@implementation WKHBackgroundFetchTests

// The app calls -setMinimumBackgroundFetchInterval: at launch; iOS only honours it with the fetch mode.
- (void)testFetchModeDeclared {
    NSArray *modes = [[NSBundle mainBundle] objectForInfoDictionaryKey:@"UIBackgroundModes"];
    XCTAssertTrue([modes containsObject:@"fetch"], @"UIBackgroundModes: %@", modes);
}

@end
