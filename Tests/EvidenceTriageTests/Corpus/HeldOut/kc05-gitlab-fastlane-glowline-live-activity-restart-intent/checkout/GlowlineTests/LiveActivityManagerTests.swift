import XCTest
@testable import Glowline

final class LiveActivityManagerTests: XCTestCase {
    private var controller: FakeActivityController!
    private var settings: AppSettings!

    override func setUp() {
        controller = FakeActivityController()
        settings = AppSettings(store: UserDefaults(suiteName: #file)!)
        settings.liveActivityEnabled = true
    }

    func testFirstReadingStartsActivity() async {
        let manager = LiveActivityManager(controller: controller, settings: settings)
        await manager.pushUpdate(.fixture(mgdl: 112))
        XCTAssertEqual(controller.runningActivityIDs, ["activity-1"])
    }

    func testRestartLeavesExactlyOneActivity() async throws {
        let manager = LiveActivityManager(controller: controller, settings: settings)
        await manager.pushUpdate(.fixture(mgdl: 112))

        await manager.restart()
        try await Task.sleep(for: .milliseconds(500))

        XCTAssertEqual(controller.runningActivityIDs.count, 1, "restart must leave exactly one running activity")
    }

    func testRequestFailureResetsCurrentActivity() async {
        let manager = LiveActivityManager(controller: controller, settings: settings)
        await manager.pushUpdate(.fixture(mgdl: 112))
        controller.failNextRequest = true

        await manager.restart()
        await manager.pushUpdate(.fixture(mgdl: 118))

        XCTAssertEqual(controller.requestCount, 3, "a failed request must be retried on the next reading")
    }

    func testDisabledSettingPreventsActivity() async {
        settings.liveActivityEnabled = false
        let manager = LiveActivityManager(controller: controller, settings: settings)

        await manager.pushUpdate(.fixture(mgdl: 112))

        XCTAssertTrue(controller.runningActivityIDs.isEmpty,
                      "no Live Activity when it is turned off in Glowline settings")
    }
}
