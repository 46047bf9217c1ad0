import XCTest

final class LibraryRefreshUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "net.bookmoth.reader")

    func testLibraryRefreshRunsOvernight() {
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "LibraryRefreshUITests/testLibraryRefreshRunsOvernight"
        app.launch()
        XCUIDevice.shared.press(.home)

        // The refresh is requested 10 minutes out; give the system 15.
        sleep(15 * 60)

        app.activate()
        app.tabBars.buttons["Settings"].tap()
        let lastRefresh = app.staticTexts["last-library-refresh"].label
        XCTAssertTrue(lastRefresh != "never",
                      "library refresh did not run within 15 minutes of backgrounding (last refresh: \(lastRefresh))")
    }
}
