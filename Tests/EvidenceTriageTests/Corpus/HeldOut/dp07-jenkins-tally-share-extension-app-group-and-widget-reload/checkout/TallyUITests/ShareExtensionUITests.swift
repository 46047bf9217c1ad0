import XCTest

final class ShareExtensionUITests: XCTestCase {
    func testSharedReceiptLandsInInbox() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-inbox", "-uitest-share-fixture", "receipt-coffee.jpg"]
        app.launch()

        // Debug-only screen presents UIActivityViewController with the fixture image.
        app.buttons["Share fixture"].tap()
        app.otherElements["ActivityListView"].cells["Tally"].tap()
        let post = app.navigationBars["Add receipt"].buttons["Save"]
        XCTAssertTrue(post.waitForExistence(timeout: 10))
        post.tap()

        app.tabBars.buttons["Inbox"].tap()
        let firstReceipt = app.cells["receipt-row-0"]
        XCTAssertTrue(firstReceipt.waitForExistence(timeout: 10), "receipt inbox still empty after sharing")
    }
}
