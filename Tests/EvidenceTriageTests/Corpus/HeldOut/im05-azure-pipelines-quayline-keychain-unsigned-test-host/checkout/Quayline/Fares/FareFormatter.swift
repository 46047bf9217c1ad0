import Foundation

struct Fare {
    let outbound: Decimal
    let inbound: Decimal?
}

struct FareFormatter {
    let currency = Decimal.FormatStyle.Currency(code: "EUR").locale(Locale(identifier: "en_IE"))

    func summary(_ fare: Fare) -> String {
        guard let inbound = fare.inbound else { return fare.outbound.formatted(currency) }
        return "\((fare.outbound + inbound).formatted(currency)) return"
    }
}
