import XCTest

final class DeepLinkUITests: XCTestCase {
    func testSchemeLinkOpensWishlist() {
        let app = XCUIApplication()
        app.launch()
        app.terminate()
        app.open(URL(string: "tidebound://wishlist")!)
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 10), "app did not open for tidebound://")
        XCTAssertTrue(app.navigationBars["Wishlist"].waitForExistence(timeout: 5))
    }
}
