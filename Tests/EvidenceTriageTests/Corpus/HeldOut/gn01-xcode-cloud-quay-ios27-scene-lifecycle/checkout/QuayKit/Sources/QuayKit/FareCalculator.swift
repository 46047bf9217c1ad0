import Foundation

public enum Ticket: Equatable {
    case single
    case sameDayReturn
    case periodReturn(days: Int)
}

public struct FareTable: Equatable {
    public var adultSingle: Decimal
    public var sameDayReturnDiscount: Decimal   // fraction, e.g. 0.10 for 10 %

    public init(adultSingle: Decimal, sameDayReturnDiscount: Decimal) {
        self.adultSingle = adultSingle
        self.sameDayReturnDiscount = sameDayReturnDiscount
    }
}

public struct FareCalculator {
    public let table: FareTable

    public init(table: FareTable) { self.table = table }

    public func price(for ticket: Ticket, passengers: Int) -> Decimal {
        let base: Decimal
        switch ticket {
        case .single:
            base = table.adultSingle
        case .sameDayReturn:
            // Two legs; the same-day discount is applied in `quote(for:)` for the booking
            // flow, which is why it is not applied again here.
            base = table.adultSingle * 2
        case .periodReturn(let days):
            base = table.adultSingle * 2 + Decimal(max(0, days - 1)) * 0.50
        }
        return rounded(base * Decimal(passengers))
    }

    private func rounded(_ value: Decimal) -> Decimal {
        var input = value, output = Decimal()
        NSDecimalRound(&output, &input, 2, .bankers)
        return output
    }
}
