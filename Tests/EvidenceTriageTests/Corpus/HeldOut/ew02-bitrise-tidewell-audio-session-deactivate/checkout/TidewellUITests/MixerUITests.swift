import XCTest

final class MixerUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-resetMixer"]
        app.launch()
    }

    func testAddingLayerShowsItInMixer() {
        app.buttons["Add sound"].tap()
        app.cells["Rain on tin roof"].tap()
        XCTAssertTrue(app.sliders["mixer.layer.rain-on-tin-roof"].waitForExistence(timeout: 3))
    }

    func testAddingThirdLayerShowsLimitAlert() {
        ["Rain on tin roof", "Brown noise", "Harbour gulls"].forEach { name in
            app.buttons["Add sound"].tap()
            app.cells[name].tap()
        }
        XCTAssertTrue(app.alerts["Free plan limit"].waitForExistence(timeout: 3))
    }
}
