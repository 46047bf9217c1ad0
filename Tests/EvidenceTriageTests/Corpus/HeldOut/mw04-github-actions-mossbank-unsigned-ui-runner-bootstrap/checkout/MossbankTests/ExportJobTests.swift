import XCTest
@testable import Mossbank

final class ExportJobTests: XCTestCase {
    func testSecondExportDoesNotDuplicateRows() throws {
        let db = try LedgerDatabase.inMemory(seed: .threeTransactions)
        let sink = InMemoryCSVSink()
        let job = ExportJob(database: db, sink: sink)
        try job.run()
        try job.run()
        XCTAssertEqual(sink.rows.count, 3)
    }
}
