#import <XCTest/XCTest.h>
#import "HLEpisodeTitleFormatter.h"

@interface HLEpisodeTitleFormatterTests : XCTestCase
@end

@implementation HLEpisodeTitleFormatterTests

- (void)testStripsShowPrefix {
    NSString *title = [[HLEpisodeTitleFormatter new] displayTitleForEpisodeTitle:@"Harbor Talk — Episode 214: The Lighthouse Keeper" showName:@"Harbor Talk"];
    XCTAssertEqualObjects(title, @"Episode 214: The Lighthouse Keeper");
}

- (void)testKeepsTitleWithoutPrefix {
    NSString *title = [[HLEpisodeTitleFormatter new] displayTitleForEpisodeTitle:@"Bonus: Q&A" showName:@"Harbor Talk"];
    XCTAssertEqualObjects(title, @"Bonus: Q&A");
}

@end
