import Foundation

struct Tariff {
    var dayRatePence: Decimal
    var nightRatePence: Decimal
    /// Economy 7 night window, local time: 00:30–07:30.
    var nightStart = DateComponents(hour: 0, minute: 30)
    var nightEnd = DateComponents(hour: 7, minute: 30)
}

enum TariffCalculator {
    static func ratePence(at date: Date, tariff: Tariff, calendar: Calendar = .current) -> Decimal {
        let hour = calendar.component(.hour, from: date)
        let isNight = hour >= tariff.nightStart.hour! && hour < tariff.nightEnd.hour!
        return isNight ? tariff.nightRatePence : tariff.dayRatePence
    }
}
