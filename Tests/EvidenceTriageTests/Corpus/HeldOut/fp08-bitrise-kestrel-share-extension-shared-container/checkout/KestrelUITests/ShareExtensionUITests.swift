import XCTest

final class ShareExtensionUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITestSeedDocuments", "YES"]
        app.launch()
    }

    /// Shares a document to the Kestrel share extension, which uploads it on a background
    /// session; the containing app's Uploads tab must show it as uploaded.
    func testShareToExtensionUploadsInBackground() throws {
        app.cells["Q3-report.pdf"].buttons["Share"].tap()
        let sheet = app.otherElements["ActivityListView"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 10))
        sheet.cells["Kestrel Upload"].tap()
        app.navigationBars.buttons["Post"].tap()

        app.tabBars.buttons["Uploads"].tap()
        let uploaded = app.staticTexts["Q3-report.pdf — Uploaded"]
        XCTAssertTrue(uploaded.waitForExistence(timeout: 60), "shared document never finished uploading")
    }
}
