import XCTest
@testable import Quarry

final class TransactionListTests: XCTestCase {
    func testPendingRowsSortedFirst() {
        let mined = TransactionRow(id: "a", minedHeight: 2_710_011, timestamp: Date(timeIntervalSince1970: 1_790_000_000))
        let pending = TransactionRow(id: "b", minedHeight: nil, timestamp: Date(timeIntervalSince1970: 1_789_990_000))
        XCTAssertEqual(TransactionOrdering.sorted([mined, pending]).map(\.id), ["b", "a"])
    }
}
