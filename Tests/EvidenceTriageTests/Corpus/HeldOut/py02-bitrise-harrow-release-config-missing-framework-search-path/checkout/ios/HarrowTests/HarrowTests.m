#import <XCTest/XCTest.h>
#import "HRWTripLog.h"

@interface HarrowTests : XCTestCase
@end

@implementation HarrowTests

- (void)testTripLogKeepsNewestFirst
{
  HRWTripLog *log = [HRWTripLog new];
  [log append:@"a"]; [log append:@"b"];
  XCTAssertEqualObjects(log.entries.firstObject, @"b");
}

@end
