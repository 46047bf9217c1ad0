import XCTest
import TSBackgroundFetch
@testable import Ember

/// Exercises the native side of the react-native-background-fetch setup:
/// the default fetch task and the custom "emberSync" task the JS layer schedules.
final class BackgroundFetchBridgeTests: XCTestCase {
    private let bridge = BackgroundFetchBridge.shared

    func testConfigureReturnsAvailable() throws {
        let status = try bridge.configure(minimumFetchInterval: 15)
        XCTAssertEqual(status, .available)
    }

    /// The fetch task should be delivered within one minimumFetchInterval.
    func testFetchEventArrivesWithin15Minutes() throws {
        let delivered = expectation(description: "fetch event delivered")
        bridge.onEvent = { taskId in
            if taskId == "com.transistorsoft.fetch" { delivered.fulfill() }
            self.bridge.finish(taskId)
        }
        _ = try bridge.configure(minimumFetchInterval: 15)
        bridge.start()
        wait(for: [delivered], timeout: 960)
    }

    /// Mirrors the JS call scheduleTask({taskId, delay: 5000, periodic: true}).
    func testCustomTaskFiresAfterFiveSecondDelay() throws {
        let fired = expectation(description: "custom task com.transistorsoft.emberSync fired")
        bridge.onEvent = { taskId in
            if taskId == "com.transistorsoft.emberSync" { fired.fulfill() }
            self.bridge.finish(taskId)
        }
        try bridge.scheduleTask(id: "com.transistorsoft.emberSync", delayMillis: 5000, periodic: true)
        wait(for: [fired], timeout: 60)
    }
}
