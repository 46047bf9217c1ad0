import XCTest
import BackgroundTasks

final class HostBackgroundTests: XCTestCase {
    let syncId = "com.maplewood.health.sync"

    func testSyncHandlerRegisteredAtLaunch() throws {
        let records = try DiagnosticLog.read()
        let reg = records.first { $0.identifier == syncId && $0.phase == "registration" }
        XCTAssertEqual(reg?.outcome, "succeeded")
    }

    func testSyncRunsOnSimulatedLaunch() throws {
        let ran = expectation(description: "sync job ran")
        SyncProbe.onRun = { ran.fulfill() }
        try SyncScheduler.submit(earliest: Date())
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: syncId)
        wait(for: [ran], timeout: 10)
    }
}
