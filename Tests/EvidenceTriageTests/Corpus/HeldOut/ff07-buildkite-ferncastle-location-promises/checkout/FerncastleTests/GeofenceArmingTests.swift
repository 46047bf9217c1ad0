//
//  GeofenceArmingTests.swift
//  FerncastleTests
//

import CoreLocation
import XCTest
@testable import Ferncastle

final class GeofenceArmingTests: XCTestCase {

    func testArmsExitFenceAroundFirstFix() {
        let manager = StubLocationManager()
        let arming = GeofenceArming(manager: manager)
        let fix = CLLocation(latitude: 46.8523, longitude: -121.7603)

        arming.didReceive(fix)

        let expected = CLCircularRegion(center: fix.coordinate, radius: GeofenceArming.fenceRadius,
                                        identifier: GeofenceArming.fenceIdentifier)
        XCTAssertEqual(manager.receivedMessages, ["startMonitoring(for:) \(expected)"],
                       "expected the manager to have received startMonitoring(for:) with the exit fence")
    }
}
