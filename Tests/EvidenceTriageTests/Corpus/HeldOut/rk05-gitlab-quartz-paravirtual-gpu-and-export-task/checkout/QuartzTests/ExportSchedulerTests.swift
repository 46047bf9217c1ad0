import XCTest
@testable import Quartz

final class ExportSchedulerTests: XCTestCase {
    func testBatchExportRequestAccepted() {
        XCTAssertNoThrow(try ExportScheduler.submit())
    }
}
