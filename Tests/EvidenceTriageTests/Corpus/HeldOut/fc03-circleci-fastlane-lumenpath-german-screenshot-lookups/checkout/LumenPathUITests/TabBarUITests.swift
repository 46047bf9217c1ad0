//
//  TabBarUITests.swift
//  LumenPathUITests
//

import XCTest

final class TabBarUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app.launch()
    }

    func testMapTabIsDefault() {
        XCTAssertTrue(app.tabBars.buttons.element(boundBy: 0).isSelected)
    }

    func testHistoryTabOpens() {
        app.tabBars.buttons["History"].tap()
        XCTAssertTrue(app.navigationBars.element(boundBy: 0).waitForExistence(timeout: 5))
    }
}
