//
//  SearchUITests.swift
//  TrailpostUITests
//

import XCTest

final class SearchUITests: XCTestCase {
    func testSearchShowsMatchingTrails() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-stubTrails", "orkney"]
        app.launch()

        app.searchFields["Search trails"].tap()
        app.typeText("brodgar")
        XCTAssertTrue(app.cells["trail.ring-of-brodgar"].waitForExistence(timeout: 5))
    }
}
