import XCTest
import BackgroundTasks
import TSBackgroundFetch
@testable import Lanternfish

/// Runs on the device-lab iPhone (private _simulateLaunchForTaskWithIdentifier: only works on device).
final class BackgroundFetchBridgeTests: XCTestCase {
    func testSimulatedLaunchDeliversEventToJS() throws {
        let js = JSEventProbe(bridge: RNHost.shared.bridge)
        let delivered = js.expect(log: "[BGFetch] ↩︎ com.transistorsoft.fetch")
        try BGTaskSimulator.simulateLaunch("com.transistorsoft.fetch")
        wait(for: [delivered], timeout: 30)
    }

    func testScheduleCustomSyncTask() throws {
        let result = RNHost.shared.call("BackgroundFetch.scheduleTask", [
            "taskId": "com.lanternfish.sync.custom", "delay": 60_000, "periodic": false,
        ])
        XCTAssertNil(result.error, "scheduleTask rejected: \(result.error ?? "")")
    }
}
