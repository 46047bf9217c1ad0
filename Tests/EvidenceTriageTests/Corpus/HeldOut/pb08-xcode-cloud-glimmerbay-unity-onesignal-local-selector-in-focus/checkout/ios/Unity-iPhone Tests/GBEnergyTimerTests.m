#import <XCTest/XCTest.h>
#import "GBEnergyTimer.h"

@interface GBEnergyTimerTests : XCTestCase
@end

@implementation GBEnergyTimerTests

- (void)testRefillAfterEightMinutes {
    GBEnergyTimer *timer = [[GBEnergyTimer alloc] initWithMax:5 secondsPerPoint:480];
    [timer spend:2 at:1000];
    XCTAssertEqual([timer pointsAt:1000 + 480], 4);
}

@end
