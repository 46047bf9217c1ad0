#import <XCTest/XCTest.h>
#import <CoreHaptics/CoreHaptics.h>
#import "LanternfishTestBridge.h"

@interface HapticsTests : XCTestCase
@end

@implementation HapticsTests

- (void)testRumbleOnBossHit {
    XCTAssertTrue(CHHapticEngine.capabilitiesForHardware.supportsHaptics);
    XCTAssertNoThrow([LanternfishTestBridge playHapticPattern:@"boss_hit"]);
}

@end
