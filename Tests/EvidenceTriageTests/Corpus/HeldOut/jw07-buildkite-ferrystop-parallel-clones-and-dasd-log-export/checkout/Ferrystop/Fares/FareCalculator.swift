import Foundation

enum FareCalculator {
    /// Concession fares are 60 % of adult, rounded to the nearest 5 cents.
    static func concession(adultCents: Int) -> Int {
        let raw = Double(adultCents) * 0.6
        return Int(raw / 5) * 5
    }
}
