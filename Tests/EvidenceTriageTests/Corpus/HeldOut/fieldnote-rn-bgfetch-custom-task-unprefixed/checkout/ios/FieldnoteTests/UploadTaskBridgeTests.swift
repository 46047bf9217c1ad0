import XCTest
import BackgroundTasks
import TSBackgroundFetch
@testable import Fieldnote

/// Exercises the native side of react-native-background-fetch the way the JS layer
/// calls it: BackgroundFetch.scheduleTask({ taskId: UploadTask.identifier, ... }).
final class UploadTaskBridgeTests: XCTestCase {
    private let bridge = BackgroundFetchBridge.shared

    func testScheduleUploadTaskResolves() async throws {
        do {
            try await bridge.scheduleTask(taskId: UploadTask.identifier, delayMs: 60_000, periodic: false,
                                          requiresNetworkConnectivity: true)
        } catch {
            XCTFail("caught error: \"\(error.localizedDescription)\"")
        }
    }

    func testSimulatedUploadLaunchRunsHandler() async throws {
        let handled = expectation(description: "upload task handled")
        bridge.onEvent = { taskId in
            if taskId == UploadTask.identifier { handled.fulfill() }
            self.bridge.finish(taskId: taskId)
        }
        try? await bridge.scheduleTask(taskId: UploadTask.identifier, delayMs: 0, periodic: false,
                                       requiresNetworkConnectivity: false)
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: UploadTask.identifier)
        await fulfillment(of: [handled], timeout: 30)
    }

    func testFetchTaskIdentifierIsTheRequiredOne() {
        XCTAssertEqual(BackgroundFetchBridge.fetchTaskIdentifier, "com.transistorsoft.fetch")
    }
}
