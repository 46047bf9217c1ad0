import XCTest
@testable import Paddock

/// NightlyExportScheduler builds the BGProcessingTaskRequest for the stable-log export.
/// These tests exercise only its date arithmetic; nothing is submitted to BGTaskScheduler.
final class NightlyExportScheduleTests: XCTestCase {
    func testEarliestBeginDateParsesStoredCutoff() throws {
        let settings = InMemorySettings(["export.cutoff": "06/10/2026 02:00"])
        let scheduler = NightlyExportScheduler(settings: settings, timeZone: TimeZone(identifier: "UTC")!)

        let begin = try XCTUnwrap(scheduler.earliestBeginDate())

        XCTAssertEqual(begin, Date(timeIntervalSince1970: 1_781_056_800), "cutoff parsed into the wrong instant") // 2026-06-10 02:00 UTC
    }

    func testRequestRequiresNetworkButNotPower() {
        let request = NightlyExportScheduler.makeRequest(earliestBegin: .distantPast)
        XCTAssertTrue(request.requiresNetworkConnectivity)
        XCTAssertFalse(request.requiresExternalPower)
    }
}
