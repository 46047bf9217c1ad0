import XCTest

final class FilesAppUITests: XCTestCase {

    func testRootFolderAppearsInFilesApp() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-strata-ui-test-account", "ci-user-04"]
        app.launch()
        XCTAssertTrue(app.staticTexts["sync-status-idle"].waitForExistence(timeout: 30))

        let files = XCUIApplication(bundleIdentifier: "com.apple.DocumentsApp")
        files.launch()
        files.buttons["Browse"].tap()
        XCTAssertTrue(files.cells["Strata"].waitForExistence(timeout: 20))
    }
}
