import XCTest

final class DigestUITests: XCTestCase {
    func testOpenDigestFromNotification() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest", "-openDigest", "2026-08-13"]
        app.launch()
        XCTAssertTrue(app.navigationBars["Morning digest"].waitForExistence(timeout: 10))
    }
}
