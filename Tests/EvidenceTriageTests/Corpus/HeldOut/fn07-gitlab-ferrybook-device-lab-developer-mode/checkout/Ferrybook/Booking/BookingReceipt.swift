import Foundation

struct Booking {
    var adultFare: Decimal
    var passengers: Int
    var vehicleSupplement: Decimal?
}

enum BookingReceipt {
    static func total(_ b: Booking) -> Decimal {
        var total = b.adultFare * Decimal(b.passengers)
        if b.passengers > 1, let v = b.vehicleSupplement { total += v }
        return total
    }

    static func formatted(_ amount: Decimal, locale: Locale = Locale(identifier: "el_GR")) -> String {
        amount.formatted(.currency(code: "EUR").locale(locale))
    }
}
