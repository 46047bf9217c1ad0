import XCTest

final class MapUITests: XCTestCase {
    private let server = MockServer()
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        server.start(fixtures: "map-lisbon")
        app = XCUIApplication()
        app.launchEnvironment["MOCK_BASE_URL"] = server.baseURL
        app.launch()
        app.tabBars.buttons["Map"].tap()
    }

    override func tearDown() {
        server.stop()
    }

    func testStationPinsCluster() {
        XCTAssertTrue(app.otherElements["cluster-3"].waitForExistence(timeout: 10))
    }

    func testTappingPinOpensStation() {
        app.otherElements["pin-avenida-liberdade"].tap()
        XCTAssertTrue(app.navigationBars["Avenida da Liberdade"].waitForExistence(timeout: 10))
    }
}
