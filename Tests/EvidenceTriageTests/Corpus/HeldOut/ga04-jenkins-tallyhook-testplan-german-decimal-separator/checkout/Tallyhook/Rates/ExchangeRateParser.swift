import Foundation

/// Parses the ECB-style rates feed the `com.tallyhook.ios.rates-refresh` background task downloads:
///   EUR;USD;1.0825
///   EUR;GBP;0.8391
struct ExchangeRateParser {
    struct Rate: Equatable {
        var base: String
        var quote: String
        var value: Double
    }

    enum ParseError: Error, Equatable {
        case malformedLine(String)
    }

    func parse(_ feed: String) throws -> [Rate] {
        let number = NumberFormatter()
        number.numberStyle = .decimal
        number.isLenient = true   // the feed sometimes pads values with spaces
        return try feed
            .split(whereSeparator: \.isNewline)
            .map { line -> Rate in
                let fields = line.split(separator: ";").map(String.init)
                guard fields.count == 3, let value = number.number(from: fields[2])?.doubleValue else {
                    throw ParseError.malformedLine(String(line))
                }
                return Rate(base: fields[0], quote: fields[1], value: value)
            }
    }
}
