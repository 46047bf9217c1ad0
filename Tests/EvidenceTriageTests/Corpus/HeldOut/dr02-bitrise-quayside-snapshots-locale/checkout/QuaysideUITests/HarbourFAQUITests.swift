//
//  HarbourFAQUITests.swift
//  QuaysideUITests
//

import XCTest

final class HarbourFAQUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTestingStubbedHarbour", "KIRKWALL"]
        app.launch()
    }

    func testFAQListShowsFirstQuestion() throws {
        app.tabBars.buttons["tab.help"].tap()
        let firstQuestion = app.staticTexts["What is a berth hold?"]
        XCTAssertTrue(firstQuestion.waitForExistence(timeout: 5), "First FAQ question missing")
        firstQuestion.tap()
        XCTAssertTrue(app.staticTexts["faq.answer"].exists)
    }
}
