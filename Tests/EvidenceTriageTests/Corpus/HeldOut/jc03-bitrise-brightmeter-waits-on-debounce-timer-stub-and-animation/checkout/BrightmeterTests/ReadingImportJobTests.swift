import XCTest
@testable import Brightmeter

final class ReadingImportJobTests: XCTestCase {
    private let csv = "meter,taken_at,kwh\nE7-2231,2026-11-30T00:00Z,4.2\nE7-2231,2026-11-30T00:30Z,3.9\n"

    func testImportParsesRows() throws {
        let store = InMemoryReadingStore()
        try ReadingImportJob(store: store).run(csv: csv)
        XCTAssertEqual(store.readings.count, 2)
    }

    func testImportIsIdempotent() throws {
        let store = InMemoryReadingStore()
        let job = ReadingImportJob(store: store)
        try job.run(csv: csv)
        try job.run(csv: csv)
        XCTAssertEqual(store.readings.count, 2, "re-running the import duplicated readings")
    }
}
