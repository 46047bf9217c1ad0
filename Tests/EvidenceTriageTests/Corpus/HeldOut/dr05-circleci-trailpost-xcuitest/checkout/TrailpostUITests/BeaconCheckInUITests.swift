//
//  BeaconCheckInUITests.swift
//  TrailpostUITests
//

import XCTest

final class BeaconCheckInUITests: XCTestCase {
    func testCheckInAtTrailheadBeacon() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-stubTrails", "orkney", "-simulateTrailheadBeacon", "BRODGAR-01"]
        app.launch()

        app.buttons["trail.ring-of-brodgar"].tap()
        app.buttons["checkin.start"].tap()
        XCTAssertTrue(app.staticTexts["Checked in at Ring of Brodgar"].waitForExistence(timeout: 10))
    }
}
