//
//  LocationPermissionUITests.swift
//  FerncastleUITests
//

import XCTest

final class LocationPermissionUITests: XCTestCase {

    func testAlwaysPromptShownAfterWhenInUse() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-resetLocationAuthorization"]
        app.launch()

        app.buttons["Record a trip"].tap()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let allowWhileUsing = springboard.buttons["Allow While Using App"]
        XCTAssertTrue(allowWhileUsing.waitForExistence(timeout: 10))
        allowWhileUsing.tap()

        app.buttons["Keep recording in the background"].tap()
        XCTAssertTrue(springboard.buttons["Change to Always Allow"].waitForExistence(timeout: 10))
    }
}
