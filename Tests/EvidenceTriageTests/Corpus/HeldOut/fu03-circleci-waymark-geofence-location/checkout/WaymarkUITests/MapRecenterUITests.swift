//
//  MapRecenterUITests.swift
//  WaymarkUITests
//

import XCTest

final class MapRecenterUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testRecenterButtonCentersOnRider() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestGrantLocation", "YES"]
        app.launch()

        app.buttons["map.recenter"].tap()

        let rider = app.otherElements["rider.location"]
        if !rider.waitForExistence(timeout: 20) {
            let alert = app.alerts.firstMatch
            let message = alert.exists ? alert.staticTexts.element(boundBy: 1).label : "no alert"
            XCTFail("rider annotation never appeared; alert shown: \(message)")
        }
    }
}
