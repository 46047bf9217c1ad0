import XCTest

final class AttachmentUploadUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-qp-uitest-account", "ci@quillpost.test", "-qp-upload-transport", "background-datatask"]
        app.launch()
    }

    /// A large attachment must finish uploading while the app sits in the background.
    func testUploadCompletesAfterBackgrounding() throws {
        app.buttons["compose"].tap()
        app.buttons["attach-fixture-large-pdf"].tap()      // 38 MB fixture served by the stub server
        app.buttons["send"].tap()

        XCUIDevice.shared.press(.home)
        Thread.sleep(forTimeInterval: 20)
        app.activate()

        let status = app.staticTexts["outbox-status"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "Sent", "outbox status: \(status.label)")
    }
}
