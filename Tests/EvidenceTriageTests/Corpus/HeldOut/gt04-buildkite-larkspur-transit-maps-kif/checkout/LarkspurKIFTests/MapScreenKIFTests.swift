//
//  MapScreenKIFTests.swift
//  LarkspurKIFTests
//
//  KIF tests run inside the app process (hosted unit-test bundle).
//

import KIF
import XCTest
@testable import Larkspur

final class MapScreenKIFTests: KIFTestCase {

    override func beforeEach() {
        TestRouter.showRouteList(fixture: "route-14-westbound")
    }

    func testStopPinsAppearForSelectedRoute() {
        tester().tapView(withAccessibilityLabel: "Route 14 Westbound")
        tester().waitForView(withAccessibilityLabel: "Route map")
        tester().waitForView(withAccessibilityLabel: "Stop Alder & 3rd")
        tester().waitForView(withAccessibilityLabel: "Stop Larkspur Ferry Terminal")
    }

    func testRecenterButtonReturnsToUserLocation() {
        TestLocation.simulate(latitude: 37.9466, longitude: -122.5087)
        tester().tapView(withAccessibilityLabel: "Route 14 Westbound")
        tester().waitForView(withAccessibilityLabel: "Route map")
        tester().tapView(withAccessibilityLabel: "Recenter")
        XCTAssertEqual(TestRouter.currentMapCenter()?.latitude ?? 0, 37.9466, accuracy: 0.001)
    }
}
