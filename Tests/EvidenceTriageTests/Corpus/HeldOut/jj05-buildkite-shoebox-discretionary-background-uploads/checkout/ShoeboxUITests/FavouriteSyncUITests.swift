//
//  FavouriteSyncUITests.swift
//  ShoeboxUITests
//

import XCTest

final class FavouriteSyncUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testBackgroundSyncUploadsFortyFavouritesWithinTwoMinutes() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-seed-favourites", "40", "-upload-endpoint", "http://127.0.0.1:8931/upload"]
        app.launch()

        app.buttons["Sync favourites"].tap()
        XCTAssertTrue(app.staticTexts["sync-progress"].waitForExistence(timeout: 10))

        // Background the app and give the background session two minutes.
        XCUIDevice.shared.press(.home)
        sleep(120)
        app.activate()

        XCTAssertEqual(app.staticTexts["sync-progress"].label, "Uploaded 40 of 40")
    }
}
