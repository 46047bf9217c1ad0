import XCTest

final class CompassUITests: XCTestCase {
    func testCalibrationBannerDismisses() {
        let app = XCUIApplication()
        app.launchArguments += ["-force-calibration-banner"]
        app.launch()
        app.buttons["calibration.dismiss"].tap()
        XCTAssertTrue(app.buttons["calibration.dismiss"].waitForNonExistence(timeout: 3))
    }
}
