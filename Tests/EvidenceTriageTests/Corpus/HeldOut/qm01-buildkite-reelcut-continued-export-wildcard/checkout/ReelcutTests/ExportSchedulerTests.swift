import XCTest
import BackgroundTasks
@testable import Reelcut

final class ExportSchedulerTests: XCTestCase {
    func testRequestIdentifierUsesExportPrefix() {
        let request = ExportScheduler().request(forJob: "J42", title: "Trip to Lisbon")
        XCTAssertTrue(request.identifier.hasPrefix("com.reelcut.app.export."))
        XCTAssertEqual(request.strategy, .fail)
    }

    func testSubmitContinuedExportRequest() {
        let scheduler = ExportScheduler()
        XCTAssertNoThrow(try scheduler.submitExport(jobID: "J43", title: "Trip to Lisbon"))
    }
}
