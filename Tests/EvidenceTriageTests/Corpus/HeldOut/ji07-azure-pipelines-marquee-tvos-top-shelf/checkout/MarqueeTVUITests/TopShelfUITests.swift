import XCTest

/// Drives the tvOS home screen: Marquee sits in the top row, so focusing it should
/// show the extension's sectioned content instead of the static top shelf image.
final class TopShelfUITests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    func testTopShelfShowsContinueWatching() {
        let app = XCUIApplication()
        app.launchArguments += ["-MarqueeSeedContinueWatching", "3"]   // app writes the snapshot on launch
        app.launch()

        XCUIRemote.shared.press(.home)
        // Marquee is pinned first in the top row by the CI simulator profile.
        XCUIRemote.shared.press(.up)

        let home = XCUIApplication(bundleIdentifier: "com.apple.HeadBoard")
        let section = home.otherElements["Continue Watching"]
        let shown = section.waitForExistence(timeout: 30)

        // If the extension fails, HeadBoard falls back to the static top shelf image.

        XCTAssertTrue(shown, "top shelf never showed the Continue Watching section for Marquee (home screen shows the static top shelf image)")
    }
}
