import XCTest
@testable import KestrelField

final class JobSyncTaskTests: XCTestCase {
    func testSimulatedLaunchRunsJobSync() throws {
        try JSBridgeHarness.waitForAppReady()            // App.tsx has called scheduleTask(com.kestrel.field.job-sync)
        JSEventLog.reset()
        BackgroundTaskSimulator.simulateLaunch("com.kestrel.field.job-sync")
        let synced = expectation(description: "job-sync task reached JS")
        JSEventLog.onEvent("com.kestrel.field.job-sync") { synced.fulfill() }
        wait(for: [synced], timeout: 20)
    }
}
