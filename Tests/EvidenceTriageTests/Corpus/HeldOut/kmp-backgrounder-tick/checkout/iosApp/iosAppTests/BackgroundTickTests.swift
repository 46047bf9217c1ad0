import XCTest
import BackgroundTasks
import Shared
@testable import Larkfield

/// End-to-end check that the shared Backgrounder wakes SyncWorker on iOS.
final class BackgroundTickTests: XCTestCase {

    private var backgrounder: Backgrounder { AppGraph.shared.backgrounder }

    override func setUp() {
        super.setUp()
        SyncWorkerProbe.shared.reset()
    }

    func testTickIdentifierMatchesPlist() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(AppGraph.tickIdentifier))
    }

    func testPeriodicSyncRunsWithinFifteenMinutes() throws {
        let ran = expectation(description: "SyncWorker ran")
        SyncWorkerProbe.shared.onRun = { ran.fulfill() }

        backgrounder.scheduler.schedule(
            request: WorkRequestPeriodic(
                taskId: SyncWorker.companion.ID,
                interval: 15 * 60,
                flexWindow: 5 * 60,
                constraints: WorkConstraints.companion.networkAny
            )
        )
        // Send the app to the background so the foreground feed stops and
        // the BGAppRefreshTaskRequest tick is the only thing that can wake us.
        XCUIDeviceShim.pressHome()

        wait(for: [ran], timeout: 180)
        XCTAssertEqual(SyncWorkerProbe.shared.runCount, 1)
    }
}
