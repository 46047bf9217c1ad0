import XCTest

final class ShareExtensionUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-signedInAs", "ci-reader@skylark.example"]
        app.launch()
    }

    func testSharingLinkFromReaderSavesToInbox() throws {
        app.cells["reader.article.0"].tap()
        app.buttons["reader.share"].tap()
        let sheet = app.otherElements["ActivityListView"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 5))
        sheet.cells["Save to Skylark"].tap()
        let status = app.staticTexts["share.status"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "Saved to Inbox")
    }
}
