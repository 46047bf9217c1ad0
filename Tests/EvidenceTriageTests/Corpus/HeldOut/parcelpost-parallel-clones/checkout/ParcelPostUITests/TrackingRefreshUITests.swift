//
//  TrackingRefreshUITests.swift
//  ParcelPostUITests
//

import XCTest

final class TrackingRefreshUITests: XCTestCase {

    override func setUp() {
        continueAfterFailure = false
    }

    func testBadgeUpdatesAfterBackgroundRefresh() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-stub-carrier", "status=delivered;delay=0"]
        app.launch()
        XCTAssertTrue(app.staticTexts["parcel.status.1Z999AA10123456784"].waitForExistence(timeout: 10))

        // Send the app to the background so the BGAppRefreshTask it submits
        // on scene deactivation can run, then come back and look for the
        // status the refresh should have written.
        XCUIDevice.shared.press(.home)
        sleep(60)
        app.activate()

        let status = app.staticTexts["parcel.status.1Z999AA10123456784"]
        XCTAssertEqual(status.label, "Delivered")
    }
}
