import Testing
@testable import Ledgerly

@Suite struct CSVExporterTests {
    @Test func negativeAmountsUseParentheses() {
        #expect(CSVExporter().amountField(-1250) == "(12.50)")
    }

    @Test func positiveAmountsPlain() {
        #expect(CSVExporter().amountField(990) == "9.90")
    }
}
