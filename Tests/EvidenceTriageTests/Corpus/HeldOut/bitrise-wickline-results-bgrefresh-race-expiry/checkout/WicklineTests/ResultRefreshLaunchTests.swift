import UserNotifications
import XCTest
@testable import Wickline

/// Drives the app delegate the way iOS does when it launches the app in the
/// background for `com.wickline.results.refresh`, then runs the handler with
/// a fake task so the test never waits for the scheduler.
final class ResultRefreshLaunchTests: XCTestCase {
    private var server: FakeLabServer!
    private var notifications: RecordingNotificationCenter!

    override func setUp() async throws {
        server = FakeLabServer()
        notifications = RecordingNotificationCenter()
        AppEnvironment.current = .testing(server: server, notifications: notifications)
    }

    func testForegroundLaunchDoesNotNotify() async throws {
        server.results = [.fixture(id: "r-2290", status: .final)]
        let harness = try await LaunchHarness.launch(state: .foreground)
        await harness.waitForIdle()
        XCTAssertEqual(notifications.requests.count, 0)
    }

    func testBackgroundLaunchPostsNotificationForNewResult() async throws {
        server.results = [.fixture(id: "r-2291", status: .final)]
        let harness = try await LaunchHarness.launch(state: .background)
        let task = FakeAppRefreshTask(identifier: "com.wickline.results.refresh")

        harness.delegate.backgroundRefresh.handle(task)
        try await task.waitUntilCompleted(timeout: 10)

        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertEqual(notifications.requests.map(\.identifier), ["result-r-2291"],
                       "new final result should raise exactly one notification")
    }
}
