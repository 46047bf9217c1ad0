import XCTest

final class PlayerUITests: XCTestCase {
    func testScrubberSeeks() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-feed", "short-episodes", "-autoplay"]
        app.launch()
        app.sliders["player.scrubber"].adjust(toNormalizedSliderPosition: 0.5)
        XCTAssertEqual(app.staticTexts["player.elapsed"].label, "12:30")
    }
}
