import XCTest
@testable import Larkspur

final class LogUploadJobTests: XCTestCase {
    func testBatchDeletedOnlyAfterServerAccepts() async throws {
        let store = InMemoryBatchStore(batches: [.fixture(id: "b1"), .fixture(id: "b2")])
        let client = StubIntakeClient(responses: [.accepted, .serverError(503)])
        let job = LogUploadJob(store: store, client: client)

        await job.run()

        XCTAssertEqual(store.remainingIDs, ["b2"])
    }
}
