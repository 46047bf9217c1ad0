import XCTest
@testable import Waypost

final class VisitSyncTests: XCTestCase {
    func testCursorNotAdvancedWhenUploadFails() async throws {
        let store = InMemoryVisitStore(visits: Visit.samples(3))
        let api = FailingUploader(error: URLError(.networkConnectionLost))
        let sync = VisitSync(store: store, api: api)
        do { try await sync.runOnce() } catch {}
        XCTAssertNil(store.cursor, "cursor moved past visits that were never uploaded")
    }
}
