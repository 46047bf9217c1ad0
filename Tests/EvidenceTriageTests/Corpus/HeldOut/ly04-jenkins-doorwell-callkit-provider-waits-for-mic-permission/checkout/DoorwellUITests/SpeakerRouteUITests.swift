import XCTest

final class SpeakerRouteUITests: XCTestCase {
    func testSpeakerButtonTogglesRoute() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fake-call"]
        app.launch()
        app.buttons["Speaker"].tap()
        XCTAssertEqual(app.buttons["Speaker"].value as? String, "on")
    }
}
