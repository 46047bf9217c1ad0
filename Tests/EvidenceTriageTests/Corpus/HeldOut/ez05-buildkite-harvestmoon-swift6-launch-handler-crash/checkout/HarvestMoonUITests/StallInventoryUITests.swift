//
//  StallInventoryUITests.swift
//  HarvestMoonUITests
//

import XCTest

final class StallInventoryUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app.launchArguments += ["-UITestSeedStalls", "3"]
        app.launch()
        app.tabBars.buttons["Stalls"].tap()
    }

    func testAddItemAppearsInList() {
        app.buttons["addItem"].tap()
        app.textFields["itemName"].typeText("Rhubarb")
        app.buttons["saveItem"].tap()
        XCTAssertTrue(app.staticTexts["Rhubarb"].waitForExistence(timeout: 5))
    }

    func testSoldOutBadgeAppears() {
        app.cells["stall-item-eggs"].swipeLeft()
        app.buttons["markSoldOut"].tap()
        let badge = app.cells["stall-item-eggs"].staticTexts["availabilityBadge"]
        XCTAssertEqual(badge.label, "Sold out")
    }
}
