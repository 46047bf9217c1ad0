import XCTest

/// Offline map packs download through the background URLSession "com.mapvault.app.packs".
final class OfflinePackDownloadUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-PackServer", "http://127.0.0.1:8089", "-UITestDiagnostics"]
        app.launch()
    }

    func testAllPacksInstalledAfterBackgroundRelaunch() {
        for pack in ["alps-west", "alps-east", "dolomites"] { app.cells[pack].buttons["Download"].tap() }
        XCUIDevice.shared.press(.home)
        // The local server finishes all three transfers within ~20 s; nsurlsessiond relaunches the app.
        sleep(120)
        app.activate()
        let installed = app.staticTexts["installedPackCount"].label
        print("downloadEvents: \(app.staticTexts["downloadEvents"].label)")
        XCTAssertEqual(installed, "3", "installed offline packs after background relaunch")
    }
}
