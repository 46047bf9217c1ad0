import XCTest

final class SharedLinkUITests: XCTestCase {
    func testSharedSailingLinkShowsDetail() throws {
        // The app was launched by `simctl openurl` in scripts/deeplink-suite.sh.
        let app = XCUIApplication(bundleIdentifier: "app.quayline.ios")
        app.activate()
        let detail = app.navigationBars["Sailing KRK-0915"]
        XCTAssertTrue(detail.waitForExistence(timeout: 10), "Sailing detail not shown")
    }
}
