import XCTest

final class ReaderSettingsUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "net.bookmoth.reader")

    func testLineSpacingPersistsAcrossLaunch() {
        app.launch()
        app.buttons["Reader settings"].tap()
        app.sliders["line-spacing"].adjust(toNormalizedSliderPosition: 0.5)
        XCTAssertEqual(app.sliders["line-spacing"].value as? String, "1.5")

        app.terminate()
        app.launch()
        app.buttons["Reader settings"].tap()

        XCTAssertEqual(app.sliders["line-spacing"].value as? String, "1.5")
    }
}
