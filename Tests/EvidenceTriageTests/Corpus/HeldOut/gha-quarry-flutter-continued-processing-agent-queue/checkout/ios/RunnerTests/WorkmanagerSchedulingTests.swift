import BackgroundTasks
import XCTest
import workmanager_apple
@testable import Runner

final class WorkmanagerSchedulingTests: XCTestCase {
    private let refreshId = "com.quarry.app.periodic-sync"

    func testPeriodicSyncIsSubmitted() async throws {
        try await WorkmanagerHost.shared.registerPeriodicTask(uniqueName: refreshId, frequency: 15 * 60)
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertTrue(pending.contains { $0.identifier == refreshId })
    }

    func testPeriodicSyncRunsOnSimulator() async throws {
        let ran = expectation(description: "Dart callbackDispatcher received periodic-sync")
        WorkmanagerHost.shared.onExecute = { name in if name == self.refreshId { ran.fulfill() } }

        try await WorkmanagerHost.shared.registerPeriodicTask(uniqueName: refreshId, frequency: 15 * 60)
        // The app is sent to the background by the host; iOS should pick the task up.
        await XCUIDevice.shared.sendAppToBackground()

        await fulfillment(of: [ran], timeout: 120)
    }
}
