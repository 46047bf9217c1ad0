import BackgroundTasks
import XCTest
@testable import Tidemark

final class ExportTaskTests: XCTestCase {
    func testContinuedExportSubmits() throws {
        let job = UUID()
        XCTAssertNoThrow(try ExportTask.submit(job: job, title: "Exporting Solent"))
    }
}
