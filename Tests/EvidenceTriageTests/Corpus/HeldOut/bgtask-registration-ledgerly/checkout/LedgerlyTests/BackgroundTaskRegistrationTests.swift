import XCTest
import BackgroundTasks
@testable import Ledgerly

/// Runs inside the Ledgerly test host, so Bundle.main is the built app.
final class RefreshRegistrationTests: XCTestCase {
    func testInboxRefreshIsPermittedAndRegistered() {
        let registrar = BackgroundTaskRegistrar.shared
        XCTAssertTrue(registrar.isPermitted(.inboxRefresh), "identifier not in BGTaskSchedulerPermittedIdentifiers")
        XCTAssertTrue(registrar.didRegister(.inboxRefresh))
    }
}

final class ProcessingTaskTests: XCTestCase {
    func testNightlyCompactionCanBeSubmitted() {
        let registrar = BackgroundTaskRegistrar.shared
        XCTAssertTrue(registrar.didRegister(.nightlyCompaction))
        XCTAssertNoThrow(try registrar.validateSubmission(.nightlyCompaction))
    }
}

final class LateRegistrationTests: XCTestCase {
    func testArchiveExportHandlerRegistered() {
        let exporter = ArchiveExporter()
        exporter.prepareBackgroundExport()     // registers com.fernhollow.ledgerly.archive-export lazily
        XCTAssertTrue(BackgroundTaskRegistrar.shared.didRegister(.archiveExport))
    }
}

final class SimulatedLaunchTests: XCTestCase {
    /// Uses the private debugging entry point Apple documents for LLDB.
    func testSimulatedLaunchRunsReceiptSync() {
        let ran = expectation(description: "receipt-sync handler ran")
        ReceiptSyncJob.onRun = { ran.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: TaskID.receiptSync.rawValue)
        wait(for: [ran], timeout: 10)
    }
}
