import XCTest
@testable import Harrowby

final class DraftStoreTests: XCTestCase {
    func testConcurrentSavesKeepBothDrafts() async throws {
        let store = try SQLiteDraftStore.temporary()
        async let a: Void = store.save(.fixture("E-1"))
        async let b: Void = store.save(.fixture("E-2"))
        _ = try await (a, b)
        let ids = try await store.allIDs()
        XCTAssertEqual(Set(ids), ["E-1", "E-2"])
    }
}
