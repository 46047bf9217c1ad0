import XCTest

final class ForecastUITests: XCTestCase {
    private let server = MockServer()
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        server.start(fixtures: "forecast-lisbon")
        app = XCUIApplication()
        app.launchEnvironment["MOCK_BASE_URL"] = server.baseURL
        app.launch()
    }

    override func tearDown() {
        server.stop()
    }

    func testHourlyForecastShowsMockedTemperatures() {
        app.tabBars.buttons["Forecast"].tap()
        let firstHour = app.cells["hourly-0"]
        XCTAssertTrue(firstHour.waitForExistence(timeout: 10), "hourly forecast rows should appear")
        XCTAssertEqual(firstHour.staticTexts["temperature"].label, "21°")
    }
}
