import Foundation

struct FareEstimator {
    let tariff: Tariff

    func estimate(meters: Double, at date: Date) -> FareEstimate {
        let base = tariff.flagfall + tariff.perKm * meters / 1_000
        let hour = Calendar.current.component(.hour, from: date)
        let surcharge = (hour >= 22 && hour < 24) ? tariff.nightMultiplier : 1.0
        return FareEstimate(total: (base * surcharge * 100).rounded() / 100)
    }
}
