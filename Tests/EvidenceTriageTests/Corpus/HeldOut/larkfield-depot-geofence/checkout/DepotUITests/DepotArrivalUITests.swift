//
//  DepotArrivalUITests.swift
//  DepotUITests
//
//  Drives the simulated location with XCUIDevice.location (Xcode 14.3+).
//

import CoreLocation
import XCTest

final class DepotArrivalUITests: XCTestCase {
    private let outside = CLLocation(latitude: 51.5310, longitude: -0.1240)   // ~1.1 km away
    private let insideDepot7 = CLLocation(latitude: 51.5412, longitude: -0.1188)

    func testEnteringDepotRegionPostsArrival() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-SeedDepots", "depot-7", "-GrantLocationAlways", "YES"]
        XCUIDevice.shared.location = XCUILocation(location: outside)
        app.launch()

        XCTAssertTrue(app.staticTexts["monitoring.depot-7"].waitForExistence(timeout: 10),
                      "depot-7 should be monitored before we move")

        XCUIDevice.shared.location = XCUILocation(location: insideDepot7)

        let banner = app.staticTexts["Arrived at Depot 7"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10), "no arrival within 10 s of entering the region")
    }
}
