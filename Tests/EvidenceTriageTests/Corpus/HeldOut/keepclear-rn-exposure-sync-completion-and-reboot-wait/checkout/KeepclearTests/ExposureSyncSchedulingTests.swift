import BackgroundTasks
import XCTest
@testable import Keepclear

final class ExposureSyncSchedulingTests: XCTestCase {

    /// After a (simulated) reboot the app re-submits its processing task; the sync should then run by itself.
    func testProcessingTaskRunsAfterRebootResubmission() throws {
        let ran = expectation(forNotification: .exposureSyncDidRun, object: nil)
        try ExposureSyncScheduler.shared.resubmitAfterReboot()
        wait(for: [ran], timeout: 900)
    }
}
