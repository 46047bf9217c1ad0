import XCTest

/// Uploads go through a background URLSession ("com.heron.backup.uploads") to the
/// local mock server started by the Bitrise step (MOCK_UPLOAD_URL).
final class BackgroundUploadUITests: XCTestCase {
    private let app = XCUIApplication()
    private lazy var mock = MockUploadServer(baseURL: ProcessInfo.processInfo.environment["MOCK_UPLOAD_URL"]!)

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["HERON_UPLOAD_BASE_URL"] = mock.baseURL
        app.launch()
        try mock.reset()
    }

    func testUploadFinishesWhileBackgrounded() throws {
        app.buttons["Back up 1 photo (40 MB)"].tap()
        XCUIDevice.shared.press(.home)
        sleep(45)
        XCTAssertEqual(try mock.receivedCount(), 1, "the upload should finish while the app is in the background")
    }

    func testQueuedUploadsDrainWithinTwoMinutes() throws {
        app.buttons["Back up 5 photos"].tap()
        XCUIDevice.shared.press(.home)
        let drained = expectation(for: NSPredicate { _, _ in (try? self.mock.receivedCount()) == 5 },
                                  evaluatedWith: nil)
        wait(for: [drained], timeout: 120)
    }
}
