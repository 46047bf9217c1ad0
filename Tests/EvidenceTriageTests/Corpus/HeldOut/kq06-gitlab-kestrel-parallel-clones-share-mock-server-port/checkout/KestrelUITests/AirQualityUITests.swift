import XCTest

final class AirQualityUITests: XCTestCase {
    private let server = MockServer()
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        server.start(fixtures: "aqi-hazardous")
        app = XCUIApplication()
        app.launchEnvironment["MOCK_BASE_URL"] = server.baseURL
        app.launch()
    }

    override func tearDown() {
        server.stop()
    }

    func testAlertBannerAppearsForHazardousAQI() {
        let banner = app.otherElements["aqi-alert-banner"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10), "hazardous AQI should show the alert banner")
    }
}
