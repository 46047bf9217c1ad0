import XCTest
import BackgroundTasks
@testable import DriftwatchSDK

final class TracingLifecycleTests: XCTestCase {
    var sdk: DriftwatchSDK!

    override func setUp() async throws {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        sdk = DriftwatchSDK.makeForTesting()
    }

    func testStartTracingSubmitsBothRequests() async throws {
        try sdk.startTracing()
        let pending = await BGTaskScheduler.shared.pendingTaskRequests().map(\.identifier).sorted()
        XCTAssertEqual(pending, [BackgroundTaskManager.refreshIdentifier, BackgroundTaskManager.syncIdentifier])
    }

    func testStopTracingLeavesNoPendingRequests() async throws {
        try sdk.startTracing()
        sdk.stopTracing()
        XCTAssertEqual(sdk.state, .stopped)
        let pending = await BGTaskScheduler.shared.pendingTaskRequests().map(\.identifier).sorted()
        XCTAssertEqual(pending.count, 0, "pending after stopTracing: \(pending)")
    }
}
