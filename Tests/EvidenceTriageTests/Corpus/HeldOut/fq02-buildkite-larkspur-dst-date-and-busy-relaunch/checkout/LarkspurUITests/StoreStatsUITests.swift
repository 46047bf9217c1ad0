//
//  StoreStatsUITests.swift
//  LarkspurUITests
//

import XCTest

final class StoreStatsUITests: LarkspurUITestCase {

    func testStatsLoad() throws {
        XCTAssertTrue(app.otherElements["stats.chart"].waitForExistence(timeout: 10))
        XCTAssertTrue(app.staticTexts["stats.footer.updated"].exists)
    }

    func testSwitchingRangeUpdatesChart() throws {
        XCTAssertTrue(app.otherElements["stats.chart"].waitForExistence(timeout: 10))
        app.buttons["stats.range.week"].tap()
        XCTAssertTrue(app.staticTexts["stats.range.title.This Week"].waitForExistence(timeout: 5))
    }
}
