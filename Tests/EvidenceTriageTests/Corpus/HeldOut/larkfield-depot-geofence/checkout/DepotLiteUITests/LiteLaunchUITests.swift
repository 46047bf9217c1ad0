//
//  LiteLaunchUITests.swift
//  DepotLiteUITests
//
//  Smoke test for the white-label Depot Lite target (separate Info.plist:
//  DepotLite/Info.plist).
//

import XCTest

final class LiteLaunchUITests: XCTestCase {
    func testAlwaysLocationPromptAppears() throws {
        let app = XCUIApplication(bundleIdentifier: "com.larkfield.depot.lite")
        app.launch()

        app.buttons["Enable arrival alerts"].tap()   // calls requestAlwaysAuthorization()

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let prompt = springboard.alerts.firstMatch
        XCTAssertTrue(prompt.waitForExistence(timeout: 5), "expected the location permission prompt")
    }
}
