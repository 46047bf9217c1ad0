import XCTest

final class JobPhotoUITests: XCTestCase {

    func testAttachPhotoToJob() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fixture-job", "job-20431", "-uitest-camera-stub"]
        app.launch()

        app.cells["job-20431"].tap()
        app.buttons["Attach photo"].tap()
        app.buttons["Use stub photo"].tap()
        XCTAssertTrue(app.images["attachment-0"].waitForExistence(timeout: 5))
    }
}
