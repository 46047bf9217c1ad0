import XCTest
@testable import Kestrel

final class TransactionMergerTests: XCTestCase {
  func testKeepsDistinctTransactions() {
    var ledger: [BankTransaction] = [.fixture(id: "t1", auth: "A1")]
    TransactionMerger().merge([.fixture(id: "t2", auth: "A2")], into: &ledger)
    XCTAssertEqual(ledger.map(\.id), ["t1", "t2"])
  }

  func testDeduplicatesPendingThenPostedTransaction() {
    var ledger: [BankTransaction] = [.fixture(id: "pend-77", auth: "AUTH-4410", status: .pending)]
    TransactionMerger().merge([.fixture(id: "post-91", auth: "AUTH-4410", status: .posted)], into: &ledger)
    XCTAssertEqual(ledger.count, 1, "posted transaction should replace its pending authorization")
  }
}
