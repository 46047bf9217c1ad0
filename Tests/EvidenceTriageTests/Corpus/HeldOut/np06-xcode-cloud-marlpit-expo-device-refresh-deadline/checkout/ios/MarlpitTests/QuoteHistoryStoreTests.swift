import XCTest
@testable import Marlpit

final class QuoteHistoryStoreTests: XCTestCase {
    private func makeStore(failingWrites: Set<String> = []) -> QuoteHistoryStore {
        QuoteHistoryStore(storage: InMemoryKeyValueStore(failingKeys: failingWrites), maxEntries: 30)
    }

    func testHistoryTrimsToMaxEntries() throws {
        let store = makeStore()
        for i in 0..<35 { try store.append(Quote(id: "\(i)", text: "q\(i)"), at: Date(timeIntervalSince1970: Double(i))) }
        XCTAssertEqual(store.history.count, 30)
        XCTAssertEqual(store.history.first?.id, "5")
    }

    func testTaskWritesTimestampWithQuote() throws {
        let store = makeStore(failingWrites: ["quote.history"])
        let before = store.lastFetchedAt
        XCTAssertThrowsError(try store.append(Quote(id: "x", text: "x"), at: Date()))
        XCTAssertEqual(store.lastFetchedAt, before)
    }
}
