import XCTest
@testable import Copperleaf

final class ExportLaunchTests: XCTestCase {
    func testSimulatedExportLaunchWritesArchive() {
        let exported = expectation(description: "export handler wrote ledger.csv")
        ExportScheduler.shared.onExport = { _ in exported.fulfill() }

        ExportScheduler.shared.scheduleIfNeeded()
        BGTaskDebugHooks.simulateLaunch(ExportScheduler.identifier)

        wait(for: [exported], timeout: 30)
    }
}
