import Foundation

struct FareCalculator {
    var calendar = Calendar(identifier: .gregorian)
    let base: Decimal = 4.20
    let peakSurcharge: Decimal = 1.30

    /// Peak runs 07:30–09:30 and 16:30–18:30 local time.
    func fare(at date: Date) -> Decimal {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        let minutes = (c.hour ?? 0) * 60 + (c.minute ?? 0)
        let peak = (minutes > 450 && minutes <= 570) || (minutes > 990 && minutes <= 1110)
        return peak ? base + peakSurcharge : base
    }
}
