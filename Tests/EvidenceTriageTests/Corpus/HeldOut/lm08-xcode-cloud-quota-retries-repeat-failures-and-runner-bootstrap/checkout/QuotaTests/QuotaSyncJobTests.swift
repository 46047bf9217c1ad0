import XCTest
@testable import Quota

final class QuotaSyncJobTests: XCTestCase {
    func testCursorCommittedAfterPageSaved() throws {
        let store = FailingSecondWriteStore()
        let job = QuotaSyncJob(api: FakeQuotaAPI(pages: 2), store: store, cursor: InMemoryCursor())
        _ = try? awaitSync { try await job.run() }
        XCTAssertEqual(job.cursor.value, "page-1")
    }
}
