import XCTest

final class HarborRefreshUITests: XCTestCase {

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    /// Real device: the berth refresh is a BGAppRefreshTask that the debug
    /// build asks for 60 s out. We leave the app in the background and come
    /// back to check that the list was updated by the task.
    func testRefreshTaskUpdatesBerthList() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "HarborRefreshUITests/testRefreshTaskUpdatesBerthList"
        app.launchArguments += ["-HLFixtureMarina", "north-quay-v2"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Berth A14 · Free"].waitForExistence(timeout: 20))

        XCUIDevice.shared.press(.home)
        sleep(900)
        app.activate()

        XCTAssertTrue(app.staticTexts["Berth A14 · Reserved"].waitForExistence(timeout: 20),
                      "berth list was not updated by the background refresh")
    }

    func testBackgroundUploadLeavesNoPartialFiles() {
        let app = XCUIApplication()
        app.launchArguments += ["-HLInjectDiskFullAfterBytes", "65536"]
        app.launch()
        app.buttons["Report damage"].tap()
        app.buttons["Use sample photo"].tap()
        app.buttons["Send"].tap()
        XCTAssertTrue(app.staticTexts["Upload failed – not enough space"].waitForExistence(timeout: 20))

        app.buttons["Debug"].tap()
        XCTAssertEqual(app.staticTexts["temp-file-count"].label, "0", "partial upload body left in tmp/")
    }
}
