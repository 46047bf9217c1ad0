#import <XCTest/XCTest.h>
#import <React/RCTBridgeModule.h>
#import "RNSensorsGyroscope.h"

@interface SensorAvailabilityTests : XCTestCase
@end

@implementation SensorAvailabilityTests

- (void)testGyroscopeUnavailableRejectsPromise {
    RNSensorsGyroscope *gyro = [RNSensorsGyroscope new];
    XCTestExpectation *rejected = [self expectationWithDescription:@"isAvailable rejects"];
    [gyro isAvailableWithResolver:^(id result) {
        XCTFail(@"gyroscope reported available on the Simulator");
    } rejecter:^(NSString *code, NSString *message, NSError *error) {
        XCTAssertEqualObjects(code, @"-1");
        [rejected fulfill];
    }];
    [self waitForExpectations:@[rejected] timeout:2];
}

@end
