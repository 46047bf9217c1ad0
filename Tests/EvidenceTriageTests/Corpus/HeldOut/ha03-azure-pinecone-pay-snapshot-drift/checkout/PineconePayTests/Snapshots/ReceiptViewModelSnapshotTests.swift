import SnapshotTesting
import XCTest
@testable import PineconePay

final class ReceiptViewModelSnapshotTests: XCTestCase {
    func testFeeBreakdownDump() {
        let receipt = Receipt(merchant: "Cedar & Salt", amountCents: 4250, method: .card(last4: "4417"),
                              date: Date(timeIntervalSince1970: 1_789_990_000))
        let model = ReceiptViewModel(receipt: receipt, locale: Locale(identifier: "en_US"))

        assertSnapshot(of: model, as: .dump)
    }
}
