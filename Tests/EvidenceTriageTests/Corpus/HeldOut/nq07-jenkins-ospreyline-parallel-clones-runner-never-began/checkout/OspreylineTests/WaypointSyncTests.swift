import XCTest
@testable import Ospreyline

final class WaypointSyncTests: XCTestCase {
    func testUploadsPendingWaypoints() async throws {
        let api = MockWaypointAPI()
        let sync = WaypointSync(api: api, store: .inMemory(pending: 3))
        try await sync.run()
        XCTAssertEqual(api.uploaded.count, 3)
    }
}
