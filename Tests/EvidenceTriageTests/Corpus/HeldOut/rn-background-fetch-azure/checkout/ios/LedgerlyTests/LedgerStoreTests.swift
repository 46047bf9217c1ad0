import XCTest
@testable import Ledgerly

final class LedgerStoreTests: XCTestCase {


    func testConcurrentWritesMerge() async throws {
        let store = try LedgerStore.inMemory()
        async let a: Void = store.append(Entry.fixture(amount: 10))
        async let b: Void = store.append(Entry.fixture(amount: -4))
        _ = try await (a, b)
        XCTAssertEqual(try store.balance(), 6)
    }

    func testBalanceOfEmptyLedgerIsZero() throws {
        XCTAssertEqual(try LedgerStore.inMemory().balance(), 0)
    }
}
