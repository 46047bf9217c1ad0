import BackgroundTasks
import Dependencies
import XCTest
@testable import SyncFeature

final class BerthSyncSchedulerTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "BerthSyncSchedulerTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }

    func testSchedulesNightlySyncThroughInjectedScheduler() {
        let submitted = LockIsolated<[String]>([])
        withDependencies {
            $0.taskScheduler = TaskSchedulerClient(submit: { request in submitted.withValue { $0.append(request.identifier) } })
            $0.date.now = Date(timeIntervalSince1970: 1_767_225_600)   // 2026-01-01 00:00 UTC
        } operation: {
            BerthSyncScheduler().scheduleNightlySync()
        }

        XCTAssertEqual(submitted.value, ["com.quaymark.app.berth-sync"])
    }
}
