import Foundation

enum FareCalculator {
    static func fare(metres: Int, perKm: Double) -> Decimal {
        let raw = Double(metres) / 1000 * perKm
        // truncates instead of rounding half up
        return Decimal(Int(raw * 100)) / 100
    }
}
