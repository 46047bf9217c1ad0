import XCTest

final class ShareSheetUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-FerryUITestFixtures", "share-image"]
        app.launch()
    }

    func testSharedImageAppearsInInbox() {
        app.buttons["debug.shareFixtureImage"].tap()
        let sheet = app.otherElements["ActivityListView"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 5))
        sheet.cells["Ferry"].tap()
        app.buttons["Post"].tap()

        app.tabBars.buttons["Inbox"].tap()
        let cell = app.cells.matching(identifier: "inbox.item.image").firstMatch
        XCTAssertTrue(cell.waitForExistence(timeout: 10), "shared image never reached the inbox")
    }

    func testCancelDismissesSheet() {
        app.buttons["debug.shareFixtureImage"].tap()
        let sheet = app.otherElements["ActivityListView"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 5))
        sheet.cells["Ferry"].tap()
        app.buttons["Cancel"].tap()
        XCTAssertFalse(app.navigationBars["Ferry"].waitForExistence(timeout: 2))
        XCTAssertTrue(app.tabBars.buttons["Inbox"].isHittable)
    }
}
