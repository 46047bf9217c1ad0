#import <XCTest/XCTest.h>
#import "LanternfishTestBridge.h"

@interface ScoreMathTests : XCTestCase
@end

@implementation ScoreMathTests

- (void)testComboMultiplierCapsAtFive {
    double m = [LanternfishTestBridge comboMultiplierForStreak:12];
    XCTAssertEqualWithAccuracy(m, 5.0, 0.0001);
}

- (void)testBaseScoreForLantern {
    XCTAssertEqual([LanternfishTestBridge baseScoreForPickup:@"lantern"], 250);
}

@end
