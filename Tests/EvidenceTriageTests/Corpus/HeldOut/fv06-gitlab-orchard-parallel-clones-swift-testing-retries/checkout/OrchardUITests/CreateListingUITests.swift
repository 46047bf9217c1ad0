import XCTest

final class CreateListingUITests: XCTestCase {
    func testCreateSheetOpensAndCancels() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-seller-account"]
        app.launch()
        app.buttons["listings.create"].tap()
        let sheet = app.otherElements["createListing.sheet"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 5), "create-listing sheet did not appear")
        app.buttons["createListing.cancel"].tap()
        XCTAssertFalse(sheet.exists)
    }
}
