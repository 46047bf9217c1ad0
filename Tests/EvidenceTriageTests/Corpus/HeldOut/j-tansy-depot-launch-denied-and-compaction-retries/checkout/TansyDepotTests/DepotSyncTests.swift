import XCTest
@testable import TansyDepot

final class DepotSyncTests: XCTestCase {
    func testUploadsQueuedScans() async throws {
        let api = RecordingDepotAPI()
        try await DepotSync(api: api, queue: .fixture(count: 3)).flush()
        XCTAssertEqual(api.uploaded.count, 3)
    }

    func testRetriesAfterServerError() async throws {
        let api = RecordingDepotAPI(failFirst: 1)
        try await DepotSync(api: api, queue: .fixture(count: 1)).flush()
        XCTAssertEqual(api.attempts, 2)
    }
}
