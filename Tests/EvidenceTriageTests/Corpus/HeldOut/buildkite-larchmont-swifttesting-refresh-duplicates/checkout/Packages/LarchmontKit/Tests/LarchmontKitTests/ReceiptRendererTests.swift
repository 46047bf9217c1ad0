import Testing
@testable import LarchmontKit

@Suite struct ReceiptRendererTests {
    @Test func totalLineUsesLocaleCurrency() {
        let receipt = Receipt(lines: [.init(sku: "LM-204", cents: 1240)], currency: "USD")
        let text = ReceiptRenderer(locale: Locale(identifier: "en_US")).totalLine(receipt)
        #expect(text == "Total: $12.40")
    }

    @Test func emptyReceiptShowsZero() {
        let text = ReceiptRenderer(locale: Locale(identifier: "en_US")).totalLine(Receipt(lines: [], currency: "USD"))
        #expect(text == "Total: $0.00")
    }
}
