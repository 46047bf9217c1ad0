import XCTest

final class ReaderLaunchUITests: XCTestCase {
    func testLaunchShowsLibrary() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-seedLibrary"]
        app.launch()
        XCTAssertTrue(app.navigationBars["Library"].waitForExistence(timeout: 10))
    }
}
