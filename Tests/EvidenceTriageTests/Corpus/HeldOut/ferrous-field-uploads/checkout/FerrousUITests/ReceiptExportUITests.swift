//
//  ReceiptExportUITests.swift
//  FerrousUITests
//

import XCTest

final class ReceiptExportUITests: XCTestCase {
    func testExportsCSVWithHeader() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-SeedReceipts", "q3-site-visits"]
        app.launch()

        app.tabBars.buttons["Receipts"].tap()
        app.buttons["Export CSV"].tap()

        let preview = app.textViews["csvPreview"]
        XCTAssertTrue(preview.waitForExistence(timeout: 10))
        XCTAssertTrue(preview.value.map { "\($0)".hasPrefix("date,site,amount,currency") } ?? false)
    }
}
