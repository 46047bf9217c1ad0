import SnapshotTesting
import XCTest
@testable import Otterly

final class ReceiptSummaryDumpTests: XCTestCase {
    func testSingleItemDump() {
        let summary = SplitSummary(receipt: .fixture(items: 1, total: 12.50), payer: "Ines", people: 1)
        assertSnapshot(of: summary, as: .dump)
    }

    /// 100.00 split three ways must still add up to 100.00.
    func testSplitBillDump() {
        let summary = SplitSummary(receipt: .fixture(items: 5, total: 100.00), payer: "Ines", people: 3)
        assertSnapshot(of: summary, as: .dump)
    }
}
