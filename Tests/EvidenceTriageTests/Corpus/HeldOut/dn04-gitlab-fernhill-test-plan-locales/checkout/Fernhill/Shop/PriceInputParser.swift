import Foundation

struct PriceInputParser {
    enum Error: Swift.Error { case unparseable(String) }

    // The shop only sells in USD, but the formatter takes the device locale, so
    // in de_DE "4.99" reads '.' as a grouping separator.
    private let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.generatesDecimalNumbers = true
        return f
    }()

    func parse(_ text: String) throws -> Decimal {
        guard let n = formatter.number(from: text) as? NSDecimalNumber else { throw Error.unparseable(text) }
        return n.decimalValue
    }
}
