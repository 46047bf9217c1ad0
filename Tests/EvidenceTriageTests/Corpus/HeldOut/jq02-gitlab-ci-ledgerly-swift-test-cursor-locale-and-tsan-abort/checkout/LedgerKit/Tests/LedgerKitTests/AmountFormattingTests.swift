import Testing
@testable import LedgerKit

struct AmountFormattingTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        let minorUnits: Int
        let currency: String
        let expected: String
        var testDescription: String { "\(minorUnits) \(currency)" }
    }

    static let samples: [Sample] = [
        .init(minorUnits: 0, currency: "USD", expected: "$0.00"),
        .init(minorUnits: 450, currency: "USD", expected: "$4.50"),
        .init(minorUnits: 123_450, currency: "USD", expected: "$1,234.50"),
        .init(minorUnits: -2_000, currency: "USD", expected: "-$20.00"),
    ]

    @Test(arguments: samples)
    func formatsLedgerAmount(_ sample: Sample) {
        let formatted = AmountFormatter().string(minorUnits: sample.minorUnits, currencyCode: sample.currency)
        #expect(formatted == sample.expected)
    }

    @Test func rowTitleUsesMerchantName() {
        #expect(RowTitle(merchant: "Blue Bottle", memo: nil).text == "Blue Bottle")
    }
}
