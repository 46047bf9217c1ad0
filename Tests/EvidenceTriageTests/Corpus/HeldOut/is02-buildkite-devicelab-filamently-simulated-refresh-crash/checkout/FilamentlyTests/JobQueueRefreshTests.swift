import BackgroundTasks
import XCTest
@testable import Filamently

final class JobQueueRefreshTests: XCTestCase {
    private var app: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    func testQueueRefreshIsNotScheduledWhenIdle() {
        app.queueRefresher.scheduleIfPrinting()
        XCTAssertNil(LabPrinters.lastSubmission(for: BackgroundTaskID.queueRefresh))
    }

    func testQueueRefreshRunsOnLaunch() {
        LabPrinters.install(count: 1)
        let handled = expectation(description: "queue refresh handler ran")
        app.queueRefresher.onHandled = { handled.fulfill() }

        // Pretend the system launched the queue refresh.
        BGTaskDebugTrigger.simulateLaunch(BackgroundTaskID.queueRefresh)

        wait(for: [handled], timeout: 10)
    }
}
