//
//  LabelScanUITests.swift
//  ParcelPostUITests
//

import XCTest

final class LabelScanUITests: XCTestCase {

    func testScanLabelAddsParcel() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-stub-camera-frame", "label-ups-1z999.png"]
        app.launch()
        app.buttons["add.parcel.scan"].tap()
        XCTAssertTrue(app.staticTexts["parcel.status.1Z999AA10123456784"].waitForExistence(timeout: 10))
    }
}
