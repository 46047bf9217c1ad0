import BackgroundTasks
import XCTest
@testable import Lanthorn

/// Runs on the lab iPhone: schedules tonight's export and waits for iOS to run it.
final class NightlyUsageExportTests: XCTestCase {
    func testExportRunsOvernightAfterSubmit() throws {
        let exported = expectation(forNotification: .usageExportFinished, object: nil)

        let tonight = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 2), matchingPolicy: .nextTime)!
        try UsageExportTask.submit(earliest: tonight)
        print("[NightlyUsageExportTests] waiting up to \(6 * 60 * 60)s for the nightly export")

        wait(for: [exported], timeout: 6 * 60 * 60)
    }
}
