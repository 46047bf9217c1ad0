//
//  TrailMapUITests.swift
//  TrailpostUITests
//

import XCTest

final class TrailMapUITests: XCTestCase {
    func testTrailDetailOpensFromPin() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-stubTrails", "orkney"]
        app.launch()

        let pin = app.otherElements["pin.ring-of-brodgar"]
        XCTAssertTrue(pin.waitForExistence(timeout: 10))
        pin.tap()
        XCTAssertTrue(app.navigationBars["Ring of Brodgar loop"].waitForExistence(timeout: 5))
    }
}
