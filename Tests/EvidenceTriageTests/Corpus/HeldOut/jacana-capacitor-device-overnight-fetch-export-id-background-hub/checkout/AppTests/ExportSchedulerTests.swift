import XCTest
import BackgroundTasks
@testable import App

final class ExportSchedulerTests: XCTestCase {
    func testNightlyRequestRequiresPower() {
        let request = ExportScheduler.makeRequest(now: Date())
        XCTAssertTrue(request.requiresExternalPower)
    }

    func testNightlyExportSubmits() {
        XCTAssertNoThrow(try ExportScheduler.shared.submitNightly())
    }
}
