//
//  RideTrackingModeTests.swift
//  WaymarkTests
//

import XCTest
@testable import WaymarkKit

final class RideTrackingModeTests: XCTestCase {
    func testRidingModeEnablesBackgroundUpdates() {
        let manager = FakeLocationManager()
        RideTracker(manager: manager).apply(.riding)
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        XCTAssertTrue(manager.isUpdatingLocation)
    }

    func testObserverModeDisablesBackgroundUpdates() {
        let manager = FakeLocationManager()
        let tracker = RideTracker(manager: manager)
        tracker.apply(.riding)

        tracker.apply(.observer)

        XCTAssertFalse(manager.allowsBackgroundLocationUpdates, "observer mode keeps tracking the rider in the background")
        XCTAssertFalse(manager.showsBackgroundLocationIndicator)
    }
}
