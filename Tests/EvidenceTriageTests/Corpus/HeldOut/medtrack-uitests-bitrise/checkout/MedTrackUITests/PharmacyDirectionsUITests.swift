//
//  PharmacyDirectionsUITests.swift
//  MedTrackUITests
//
//  CI installs a stub app that claims the comgooglemaps:// scheme (see
//  bitrise.yml, step "Install URL-scheme stub apps").
//

import XCTest

final class PharmacyDirectionsUITests: XCTestCase {

    func testOpenInGoogleMapsOffered() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-skip-onboarding", "-stub-pharmacy", "walgreens-4412"]
        app.launch()

        app.tabBars.buttons["Pharmacy"].tap()
        app.buttons["pharmacy.directions"].tap()

        let sheet = app.sheets["Directions"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 5))
        XCTAssertTrue(sheet.buttons["Open in Google Maps"].exists)
    }
}
