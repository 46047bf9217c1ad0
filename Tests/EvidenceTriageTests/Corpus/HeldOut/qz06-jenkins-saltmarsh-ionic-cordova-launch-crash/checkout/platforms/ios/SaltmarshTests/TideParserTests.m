#import <XCTest/XCTest.h>
#import "STTideParser.h"

@interface TideParserTests : XCTestCase
@end

@implementation TideParserTests

- (void)testParsesNegativeHeights {
    NSString *csv = @"2026-08-13 04:12,-0.42,L\n2026-08-13 10:31,5.87,H\n";
    NSArray<STTide *> *tides = [STTideParser tidesFromCSV:csv];
    XCTAssertEqual(tides.count, 2);
    XCTAssertEqualWithAccuracy(tides[0].heightFeet, -0.42, 0.001);
}

- (void)testFetchesStationListWithinTimeout {
    XCTestExpectation *done = [self expectationWithDescription:@"stations"];
    [STStationClient fetchStationsNear:37.8 lon:-122.4 completion:^(NSArray *stations, NSError *error) {
        XCTAssertNil(error);
        [done fulfill];
    }];
    [self waitForExpectations:@[done] timeout:3.0];
}

@end
