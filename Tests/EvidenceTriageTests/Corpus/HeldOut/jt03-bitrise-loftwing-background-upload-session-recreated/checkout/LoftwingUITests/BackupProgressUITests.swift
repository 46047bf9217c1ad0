import XCTest

final class BackupProgressUITests: XCTestCase {
    func testProgressRingAppearsDuringUpload() {
        let app = XCUIApplication()
        app.launchArguments += ["-LWStubBackend", "YES", "-LWSeedPhotos", "12"]
        app.launch()
        app.buttons["Back Up Now"].tap()
        XCTAssertTrue(app.otherElements["backup.progressRing"].waitForExistence(timeout: 5))
    }
}
