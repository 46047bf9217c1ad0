import XCTest

final class BackgroundAdvertisingUITests: XCTestCase {
    private let lab = LabScanner(endpoint: URL(string: "http://10.40.2.17:8470")!)

    func testAdvertisingContinuesInBackground() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-share-name", "CI-Tandem"]
        app.launch()
        app.buttons["share.start"].tap()
        XCTAssertTrue(try lab.waitForService("6E4000F1-B5A3-F393-E0A9-E50E24DCCA9E", timeout: 15))

        XCUIDevice.shared.press(.home)
        try lab.reset()
        let seen = try lab.waitForService("6E4000F1-B5A3-F393-E0A9-E50E24DCCA9E", timeout: 30)
        XCTAssertTrue(seen, "lab scanner saw no advertisement for the share service while the app was in the background")
    }
}
