import XCTest

final class ProductCreationUITests: XCTestCase {
    let app = XCUIApplication()

    func testPublishProductShowsSave() {
        app.launchArguments += ["-ui-testing", "-mock-server"]
        app.launch()
        app.buttons["Listings.add"].tap()
        app.textFields["Listing.title"].typeText("Canoe paddle")
        app.buttons["Listing.publish"].tap()
        // `exists` is evaluated immediately; on a loaded parallel clone the notice is still animating.
        XCTAssertTrue(app.buttons["Listing.save"].exists)
    }
}
