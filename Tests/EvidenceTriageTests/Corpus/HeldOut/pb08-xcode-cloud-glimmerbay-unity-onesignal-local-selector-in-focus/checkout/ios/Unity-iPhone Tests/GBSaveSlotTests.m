#import <XCTest/XCTest.h>
#import "GBSaveSlot.h"

@interface GBSaveSlotTests : XCTestCase
@end

@implementation GBSaveSlotTests

- (void)testConcurrentSaveKeepsLatest {
    GBSaveSlot *slot = [GBSaveSlot slotNamed:@"ci-slot"];
    XCTestExpectation *saved = [self expectationWithDescription:@"both saves finished"];
    saved.expectedFulfillmentCount = 2;
    [slot saveLevel:11 completion:^{ [saved fulfill]; }];
    [slot saveLevel:12 completion:^{ [saved fulfill]; }];
    [self waitForExpectations:@[saved] timeout:2];
    XCTAssertEqual([slot loadLevel], 12);
}

@end
