#import <XCTest/XCTest.h>
#import "LFLeaderboardRow.h"

@interface LeaderboardParsingTests : XCTestCase
@end

@implementation LeaderboardParsingTests

- (void)testRankParsesGroupedGermanNumber
{
    LFLeaderboardRow *row = [LFLeaderboardRow rowFromJSON:@{ @"rank": @"1.204", @"name": @"Emberkin" } locale:[NSLocale localeWithLocaleIdentifier:@"de_DE"]];
    XCTAssertEqualObjects(row.rank, @1204);
}

@end
