import XCTest

final class OPMLImportUITests: XCTestCase {
    func testImportSampleOPML() {
        let app = XCUIApplication()
        app.launchArguments += ["-ImportFixture", "sample.opml"]
        app.launch()
        XCTAssertTrue(app.cells["Daring Fireball"].waitForExistence(timeout: 10))
    }
}
