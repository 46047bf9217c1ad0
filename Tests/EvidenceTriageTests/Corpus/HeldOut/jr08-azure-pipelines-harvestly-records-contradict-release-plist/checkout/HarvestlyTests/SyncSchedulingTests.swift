import XCTest
import BackgroundTasks
@testable import Harvestly

/// Runs on the lab iPhone (not the Simulator) so submit() is accepted.
final class SyncSchedulingTests: XCTestCase {
    func testOrchardSyncRunsWithinTenMinutesOfSubmit() throws {
        let ran = expectation(forNotification: OrchardSync.didFinish, object: nil)
        try OrchardSync.shared.submit(earliestBegin: Date(timeIntervalSinceNow: 60))
        wait(for: [ran], timeout: 600)
    }
}
