#import <XCTest/XCTest.h>
#import "LFSaveSlot.h"

@interface SaveSlotTests : XCTestCase
@end

@implementation SaveSlotTests

- (void)testGemsRoundTripThroughSaveSlot
{
    LFSaveSlot *slot = [LFSaveSlot slotNamed:@"test-roundtrip"];
    slot.gems = 1250;
    [slot persist];
    XCTAssertEqual([LFSaveSlot slotNamed:@"test-roundtrip"].gems, 1250);
}

@end
