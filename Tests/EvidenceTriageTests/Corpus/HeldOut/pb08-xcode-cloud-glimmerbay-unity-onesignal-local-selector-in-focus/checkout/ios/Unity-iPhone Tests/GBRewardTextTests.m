#import <XCTest/XCTest.h>
#import "GBRewardText.h"

@interface GBRewardTextTests : XCTestCase
@end

@implementation GBRewardTextTests

- (void)testGermanGemsPlural {
    NSString *text = [GBRewardText gems:3 locale:[NSLocale localeWithLocaleIdentifier:@"de_DE"]];
    XCTAssertEqualObjects(text, @"3 Edelsteine");
}

@end
