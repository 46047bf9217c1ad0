//
//  VaultBrowserUITests.swift
//

import XCTest
@testable import Lockbox

final class VaultBrowserUITests: XCTestCase {
    func testDeleteAllItemsFromToolbar() async throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-seed-vault", "24"]
        app.launch()
        app.searchFields["vaultSearch"].tap()
        app.searchFields["vaultSearch"].typeText("receipt")
        app.buttons["Delete All Items"].tap()
        XCTAssertTrue(app.staticTexts["emptyVault"].waitForExistence(timeout: 5))
    }

}
