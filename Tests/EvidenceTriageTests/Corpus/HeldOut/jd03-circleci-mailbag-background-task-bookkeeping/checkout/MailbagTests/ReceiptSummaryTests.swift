import Foundation
import Testing
@testable import Mailbag

@Suite struct ReceiptSummaryTests {
    @Test func emptyReceiptIsZero() {
        #expect(ReceiptSummary(lines: []).totalText == "€0.00")
    }

    @Test func totalsRoundHalfEven() {
        let summary = ReceiptSummary(lines: [Decimal(string: "4.115")!, Decimal(string: "8.23")!])
        #expect(summary.totalText == "€12.34")
    }

    @Test func sumsLines() {
        #expect(ReceiptSummary(lines: [1, 2, 3]).total == 6)
    }
}
