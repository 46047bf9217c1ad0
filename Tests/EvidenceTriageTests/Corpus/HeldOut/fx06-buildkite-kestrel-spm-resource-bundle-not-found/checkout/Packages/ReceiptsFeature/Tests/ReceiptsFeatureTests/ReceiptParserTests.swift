import Testing
@testable import ReceiptsFeature

@Suite struct ReceiptParserTests {
    let parser = ReceiptParser()

    @Test func parsesTaxLinesWithDot() {
        let lines = parser.taxLines(in: "Bread 3.20\nTax 0.26")
        #expect(lines == [TaxLine(label: "Tax", amount: 0.26)])
    }

    @Test func parsesTaxLinesWithComma() {
        let lines = parser.taxLines(in: "Brot 3,20\nMwSt 0,22\nVAT 1,25")
        #expect(lines.map(\.amount) == [1.25])
    }

    @Test func ignoresLinesWithoutAmount() {
        #expect(parser.taxLines(in: "Tax\nThank you").isEmpty)
    }
}
