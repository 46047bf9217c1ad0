import XCTest

final class NoteSyncSchedulingTests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launch()
    }

    func testSyncRequestSubmittedOnBackground() {
        app.buttons["New Note"].tap()
        app.textViews["editor"].typeText("groceries: oat milk")
        XCUIDevice.shared.press(.home)              // sceneDidEnterBackground submits BGProcessingTaskRequest(note-sync)
        app.activate()
        app.buttons["Diagnostics"].tap()
        let pending = app.staticTexts["pendingTaskRequests"].label
        XCTAssertTrue(pending.contains("com.quillnote.app.note-sync"), "note-sync request not pending: \(pending)")
    }
}
