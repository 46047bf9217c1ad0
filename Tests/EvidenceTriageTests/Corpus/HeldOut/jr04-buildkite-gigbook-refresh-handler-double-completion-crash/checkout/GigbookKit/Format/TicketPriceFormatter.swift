import Foundation

public struct TicketPriceFormatter {
    public var locale = Locale(identifier: "en_US")
    public init() {}
    public func string(cents: Int) -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.locale = locale
        return f.string(from: NSNumber(value: Double(cents) / 100))!
    }
}
