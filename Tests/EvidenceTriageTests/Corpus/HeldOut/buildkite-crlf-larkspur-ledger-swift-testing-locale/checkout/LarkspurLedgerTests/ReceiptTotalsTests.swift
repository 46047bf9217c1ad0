import Foundation
import Testing
@testable import LarkspurLedger

struct ReceiptTotalsTests {
    @Test func sumsLineItems() {
        let receipt = Receipt(lines: [.init(amount: 3.10), .init(amount: 4.25)])
        #expect(receipt.total == Decimal(string: "7.35"))
    }

    @Test func roundsHalfEvenToCents() {
        let receipt = Receipt(lines: [.init(amount: Decimal(string: "2.345")!)])
        #expect(receipt.roundedTotal == Decimal(string: "2.34"))
    }
}
