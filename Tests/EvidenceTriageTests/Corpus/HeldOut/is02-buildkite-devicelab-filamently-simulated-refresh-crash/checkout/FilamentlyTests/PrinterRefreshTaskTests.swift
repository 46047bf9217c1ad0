import BackgroundTasks
import XCTest
@testable import Filamently

/// Runs on the device lab. Submits the real request, then launches/expires it through the debugger hooks.
final class PrinterRefreshTaskTests: XCTestCase {
    private var app: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    override func setUp() {
        super.setUp()
        LabPrinters.install(count: 6)   // six stub printers served by the lab's local mock server
    }

    func testRefreshRequestIsSubmitted() {
        app.printerRefresher.schedule()
        let pending = expectation(description: "pending request listed")
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
            if requests.contains(where: { $0.identifier == BackgroundTaskID.printerRefresh }) { pending.fulfill() }
        }
        wait(for: [pending], timeout: 5)
    }

    func testSimulatedRefreshUpdatesAllPrinters() {
        app.printerRefresher.schedule()
        let updated = expectation(for: NSPredicate { _, _ in LabPrinters.store.statuses.count == 6 }, evaluatedWith: nil)
        BGTaskDebugTrigger.simulateLaunch(BackgroundTaskID.printerRefresh)
        wait(for: [updated], timeout: 20)
    }

    func testSimulatedExpirationCancelsPendingRequests() {
        LabPrinters.delayResponses(by: 30)
        app.printerRefresher.schedule()
        BGTaskDebugTrigger.simulateLaunch(BackgroundTaskID.printerRefresh)
        RunLoop.current.run(until: Date().addingTimeInterval(2))

        BGTaskDebugTrigger.simulateExpiration(BackgroundTaskID.printerRefresh)
        RunLoop.current.run(until: Date().addingTimeInterval(1))

        XCTAssertEqual(app.printerRefresher.inFlightRequestCount, 0, "status requests must be cancelled when the task expires")
        XCTAssertEqual(LabPrinters.lastCompletion(for: BackgroundTaskID.printerRefresh), false, "an expired refresh must complete with success: false")
    }
}
