import XCTest
@testable import Copperleaf

final class SyncLaunchTests: XCTestCase {
    func testSimulatedSyncLaunchCompletesTask() {
        let completed = expectation(description: "sync task completed")
        DiagnosticRecorder.shared.onRecord = { record in
            if record.identifier == SyncTask.identifier && record.phase == .completion { completed.fulfill() }
        }
        TransactionPuller.shared.stub(transactions: 6)

        SyncTask.shared.submit()
        BGTaskDebugHooks.simulateLaunch(SyncTask.identifier)

        wait(for: [completed], timeout: 15)
    }
}
