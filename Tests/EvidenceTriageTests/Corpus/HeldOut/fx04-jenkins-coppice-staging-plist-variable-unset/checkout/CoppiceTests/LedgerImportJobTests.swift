import XCTest
@testable import Coppice

final class LedgerImportJobTests: XCTestCase {
    func testResumesFromCursorAfterInterruption() throws {
        let source = PagedSourceStub(pages: [["r1", "r2"], ["r3", "r4"], ["r5", "r6"]])
        let store = InMemoryLedgerStore()
        source.failOnce(atPage: 2)

        XCTAssertThrowsError(try LedgerImportJob(source: source, store: store).run())
        try LedgerImportJob(source: source, store: store).run()

        XCTAssertEqual(store.rowCount, 6, "rows after resuming the interrupted import")
    }

    func testImportsAllPages() throws {
        let source = PagedSourceStub(pages: [["r1"], ["r2"]])
        let store = InMemoryLedgerStore()
        try LedgerImportJob(source: source, store: store).run()
        XCTAssertEqual(store.rowCount, 2)
    }
}
