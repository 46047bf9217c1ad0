import BackgroundTasks
import XCTest
@testable import Pinchpoint

@MainActor
final class BackgroundWakeRefreshTests: XCTestCase {
    private var gateway: FakeGatewayClient!
    private var coordinator: BackgroundWakeCoordinator!

    override func setUp() async throws {
        gateway = FakeGatewayClient()
        coordinator = BackgroundWakeCoordinator(gateway: gateway, scheduler: .shared)
    }

    /// The scene moving to the background must leave a wake refresh pending with the system.
    func testSceneBackgroundSchedulesWakeRefresh() throws {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        let request = BGAppRefreshTaskRequest(identifier: PinchpointApp.backgroundWakeRefreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request), "wake refresh must be accepted by the scheduler")
        coordinator.sceneDidEnterBackground()
        XCTAssertEqual(coordinator.lastScheduleError as NSError?, nil)
    }

    /// BGTaskScheduler calls the launch handler on its own background queue (registered with `using: nil`).
    /// Invoke the registered handler the same way and check the refresh reaches the gateway.
    func testWakeHandlerRunsOffMainQueue() async throws {
        let handler = try XCTUnwrap(PinchpointApp.registeredWakeLaunchHandlerForTesting)
        let task = FakeAppRefreshTask(identifier: PinchpointApp.backgroundWakeRefreshIdentifier)
        let done = expectation(description: "wake refresh completed")
        task.onComplete = { _ in done.fulfill() }
        DispatchQueue.global(qos: .utility).async {
            handler(task)
        }
        await fulfillment(of: [done], timeout: 10)
        XCTAssertEqual(gateway.presenceReasons.last, "bg_app_refresh")
    }
}
