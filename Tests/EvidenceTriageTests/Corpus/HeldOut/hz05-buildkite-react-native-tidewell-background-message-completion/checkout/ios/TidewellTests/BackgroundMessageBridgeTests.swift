import XCTest
@testable import Tidewell

final class BackgroundMessageBridgeTests: XCTestCase {
    private var app: FakeBackgroundTaskApplication!
    private var bridge: TWBackgroundMessageBridge!

    override func setUp() {
        super.setUp()
        app = FakeBackgroundTaskApplication(nextTaskID: 37)
        bridge = TWBackgroundMessageBridge(application: app, fallbackSeconds: 25)
    }

    override func tearDown() {
        bridge.invalidate()
        super.tearDown()
    }

    /// The JS handler resolves almost immediately; iOS budgets future background delivery on how
    /// long we keep the app awake, so the completion must not wait for the 25 s fallback.
    func testCompletionRunsWhenJSHandlerResolves() {
        let completed = expectation(description: "fetch completion handler called")
        bridge.handleRemoteNotification(["gcm.message_id": "0:1764921187%tide"]) { _ in completed.fulfill() }
        bridge.completeNotificationProcessing("0:1764921187%tide")
        wait(for: [completed], timeout: 2)
    }

    func testFallbackCompletesWhenJSNeverAnswers() {
        bridge = TWBackgroundMessageBridge(application: app, fallbackSeconds: 0.2)
        let completed = expectation(description: "fallback completion")
        bridge.handleRemoteNotification(["gcm.message_id": "0:1764921190%tide"]) { result in
            XCTAssertEqual(result, .newData)
            completed.fulfill()
        }
        wait(for: [completed], timeout: 2)
    }

    /// When iOS expires the background task, the bridge must end it (and complete the fetch)
    /// instead of leaving it open until the process is killed.
    func testExpirationEndsBackgroundTask() {
        bridge.handleRemoteNotification(["gcm.message_id": "0:1764921193%tide"]) { _ in }
        app.expireAllTasks()
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 1)
        XCTAssertEqual(app.endedTaskIDs, [37], "expiration must end the background task")
    }
}
