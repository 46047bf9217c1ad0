#import <KIF/KIF.h>
#import <XCTest/XCTest.h>
#import "KIFTestActor+CartographTest.h"

@interface MapViewTests : KIFTestCase
@end

@implementation MapViewTests

- (void)beforeEach {
    [system simulateDeviceRotationToOrientation:UIDeviceOrientationPortrait];
    tester.mapView.userTrackingMode = CGUserTrackingModeNone;
}

- (void)testUserTrackingModeNone {
    XCTAssertFalse(tester.mapView.userLocationVisible, @"user location should not be visible");
}

- (void)testUserTrackingModeFollow {
    tester.mapView.userTrackingMode = CGUserTrackingModeFollow;
    [tester acknowledgeSystemAlert];
    [tester waitForTimeInterval:1];

    XCTAssertEqual(tester.mapView.userLocationVisible, YES, @"user location should be visible");
    XCTAssertEqual(tester.mapView.userTrackingMode, CGUserTrackingModeFollow, @"tracking mode should be follow");
}

@end
