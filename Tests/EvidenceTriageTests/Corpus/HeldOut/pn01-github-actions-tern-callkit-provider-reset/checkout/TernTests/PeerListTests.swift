import XCTest
@testable import Tern

final class PeerListTests: XCTestCase {
    func testSortsByLastSeen() async throws {
        let store = PeerStore(inMemory: true)
        try await store.upsert(Peer(hash: "b2", lastSeen: Date(timeIntervalSince1970: 200)))
        try await store.upsert(Peer(hash: "c3", lastSeen: Date(timeIntervalSince1970: 300)))
        let list = PeerListViewModel(store: store)
        await list.reload()
        XCTAssertEqual(list.rows.map(\.hash), ["c3", "b2"])
    }
}
