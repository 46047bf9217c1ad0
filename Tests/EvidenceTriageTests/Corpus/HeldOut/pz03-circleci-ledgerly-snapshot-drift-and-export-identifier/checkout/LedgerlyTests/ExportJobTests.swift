import XCTest
@testable import Ledgerly

final class ExportJobTests: XCTestCase {
    func testExportIsIdempotent() throws {
        let db = try LedgerDatabase.inMemory(seed: .threeMonths)
        let sink = InMemoryCSVSink()
        let job = MonthlyExportJob(database: db, sink: sink)
        try job.run(month: "2025-01")
        try job.run(month: "2025-01")
        XCTAssertEqual(sink.rows(for: "2025-01").count, 41)
    }
}
