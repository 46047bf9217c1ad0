//
//  LogbookListUITests.swift
//  DocksideLabUITests
//

import XCTest

final class LogbookListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-lab-mode", "YES", "-seed-logbook", "3"]
        app.launch()
    }

    func testSwipeToArchive() {
        let cell = app.cells["logbook-entry-2"]
        XCTAssertTrue(cell.waitForExistence(timeout: 5))
        cell.swipeLeft()
        app.buttons["Archive"].tap()
        XCTAssertFalse(cell.waitForExistence(timeout: 2))
    }
}
