//
//  ScanPrescriptionUITests.swift
//  MedTrackUITests
//

import XCTest

final class ScanPrescriptionUITests: XCTestCase {

    override func setUp() {
        continueAfterFailure = false
    }

    func testScanButtonOpensCamera() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-skip-onboarding", "-stub-camera"]
        app.launch()

        app.tabBars.buttons["Medications"].tap()
        app.buttons["medications.add.scan"].tap()

        // The scanner screen shows its shutter once the capture session runs.
        XCTAssertTrue(app.buttons["scanner.shutter"].waitForExistence(timeout: 10))
    }
}
