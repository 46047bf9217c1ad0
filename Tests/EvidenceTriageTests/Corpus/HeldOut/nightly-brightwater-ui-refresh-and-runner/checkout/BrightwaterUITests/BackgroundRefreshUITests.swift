//
//  BackgroundRefreshUITests.swift
//

import XCTest
@testable import Brightwater

final class BackgroundRefreshUITests: XCTestCase {
    func testRefreshRunsWithin30Minutes() throws {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshUITests/testRefreshRunsWithin30Minutes"
        app.launch()
        app.buttons["scheduleRefresh"].tap()
        XCUIDevice.shared.press(.home)
        let updated = app.staticTexts["lastRefresh"]
        XCTAssertTrue(updated.waitForExistence(timeout: 1800), "background refresh did not run within 30 minutes")
    }

}
