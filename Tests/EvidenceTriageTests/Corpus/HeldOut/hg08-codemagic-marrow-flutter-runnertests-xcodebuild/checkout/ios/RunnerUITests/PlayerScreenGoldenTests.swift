import XCTest

final class PlayerScreenGoldenTests: GoldenTestCase {

    func testNowPlayingMatchesGolden() throws {
        let app = XCUIApplication()
        app.launchArguments += ["--fixture", "now-playing-8812"]
        app.launch()

        let artwork = app.images["now-playing.artwork"]
        XCTAssertTrue(artwork.waitForExistence(timeout: 30))

        try assertMatchesGolden(app.screenshot(), named: "golden_now_playing", threshold: 0.5)
    }
}
