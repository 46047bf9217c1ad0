import BackgroundTasks
import XCTest
@testable import Snapcrate

final class BackupSchedulingTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "BackupSchedulingTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testProcessingTaskQueuedAfterImport() async {
        BackupScheduler.scheduleBackup()

        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertEqual(pending.filter { $0.identifier == BackupScheduler.identifier }.count, 1,
                       "backup request should be pending after an import")
    }
}
