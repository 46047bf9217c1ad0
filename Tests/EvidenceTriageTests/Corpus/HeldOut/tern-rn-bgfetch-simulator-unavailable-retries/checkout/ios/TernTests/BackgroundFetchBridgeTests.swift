import XCTest
import TSBackgroundFetch
@testable import Tern

/// Runs on the CI Simulator. BackgroundFetchBridge is the thin Swift layer the
/// react-native-background-fetch JS API calls into (configure / scheduleTask / finish).
final class BackgroundFetchBridgeTests: XCTestCase {
    private let bridge = BackgroundFetchBridge.shared

    func testConfigureReturnsAvailableStatus() async throws {
        let status = try await bridge.configure(minimumFetchInterval: 15)
        XCTAssertNotEqual(status, .denied)
    }

    func testScheduleTaskResolves() async throws {
        try await bridge.scheduleTask(taskId: "com.transistorsoft.ternsync", delayMs: 5_000, periodic: false)
    }

    func testFetchEventDeliveredAfterConfigure() async throws {
        let fired = expectation(description: "fetch event delivered")
        bridge.onEvent = { taskId in
            fired.fulfill()
            self.bridge.finish(taskId: taskId)
        }
        _ = try await bridge.configure(minimumFetchInterval: 15)
        await fulfillment(of: [fired], timeout: 60)
    }
}
