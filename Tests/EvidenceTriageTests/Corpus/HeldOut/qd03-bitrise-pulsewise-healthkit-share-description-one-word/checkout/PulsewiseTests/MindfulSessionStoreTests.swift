import XCTest
@testable import Pulsewise

final class MindfulSessionStoreTests: XCTestCase {
    func testSessionsSortedNewestFirst() async throws {
        let store = MindfulSessionStore(inMemory: true)
        try await store.add(minutes: 5, at: Date(timeIntervalSince1970: 1_786_000_000))
        try await store.add(minutes: 10, at: Date(timeIntervalSince1970: 1_786_100_000))
        let sessions = try await store.all()
        XCTAssertEqual(sessions.map(\.minutes), [10, 5])
    }
}
