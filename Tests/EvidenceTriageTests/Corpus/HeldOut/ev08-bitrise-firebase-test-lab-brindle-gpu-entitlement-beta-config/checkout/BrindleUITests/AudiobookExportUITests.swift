import XCTest

final class AudiobookExportUITests: XCTestCase {
    func testExportContinuesAfterBackgrounding() throws {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "AudiobookExportUITests/testExportContinuesAfterBackgrounding"
        app.launchArguments += ["-UITestFixtureLibrary", "short-stories"]
        app.launch()

        app.cells["book-lifted-veil"].tap()
        app.buttons["export-audiobook"].tap()
        XCUIDevice.shared.press(.home)
        _ = app.wait(for: .runningBackground, timeout: 10)
        sleep(90)
        app.activate()

        let status = app.staticTexts["export-status"]
        XCTAssertEqual(status.label, "exported", "export did not finish in the background")
    }
}
