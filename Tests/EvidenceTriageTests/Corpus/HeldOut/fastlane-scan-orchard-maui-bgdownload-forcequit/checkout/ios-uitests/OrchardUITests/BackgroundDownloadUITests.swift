import XCTest

/// Drives the .NET MAUI app (com.orchardmaps.app). Offline map tiles are
/// fetched with an NSUrlSession background configuration
/// ("com.orchardmaps.app.tiles"); the app shows "Tiles: n/48" on the Offline screen.
final class BackgroundDownloadUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.orchardmaps.app")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["--offline-region", "north-block", "--tile-server", "http://10.0.2.40:8088/tiles"]
        app.launch()
        app.buttons["Offline maps"].tap()
        app.buttons["Download north block"].tap()
    }

    func testTileDownloadContinuesWhenBackgrounded() {
        XCUIDevice.shared.press(.home)
        sleep(45)
        app.activate()
        XCTAssertTrue(app.staticTexts["Tiles: 48/48"].waitForExistence(timeout: 30))
    }

    func testTileDownloadFinishesAfterForceQuit() {
        XCTAssertTrue(app.staticTexts["Downloading…"].waitForExistence(timeout: 10))
        app.terminate()                                  // user swipes the app away mid-download
        sleep(60)                                        // transfer should carry on in nsurlsessiond
        app.launch()
        app.buttons["Offline maps"].tap()
        let done = app.staticTexts["Tiles: 48/48"]
        XCTAssertTrue(done.waitForExistence(timeout: 30), "background transfer did not complete after force quit")
    }
}
