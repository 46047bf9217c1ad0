import AppIntents
import XCTest
@testable import Glowline

/// Runs the intent in the test host with the real ActivityKit authorization check.
final class RestartLiveActivityIntentTests: XCTestCase {
    func testIntentRestartsActivity() async throws {
        let controller = FakeActivityController()
        let manager = LiveActivityManager(controller: controller, settings: .standard)
        await manager.pushUpdate(.fixture(mgdl: 104))
        AppDependencyManager.shared.add(dependency: manager)

        _ = try await RestartLiveActivityIntent().perform()
        try await Task.sleep(for: .milliseconds(500))

        XCTAssertEqual(controller.runningActivityIDs, ["activity-2"])
    }
}
