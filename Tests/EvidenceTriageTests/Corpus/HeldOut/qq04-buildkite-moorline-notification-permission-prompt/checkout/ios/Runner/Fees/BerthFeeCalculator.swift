import Foundation

enum BerthFeeCalculator {
    static func nightly(lengthMetres: Double, weekday: Int) -> Decimal {
        let base = Decimal(lengthMetres) * Decimal(string: "3.20")!
        let weekend = weekday == 7
        return weekend ? base * Decimal(string: "1.25")! : base
    }
}
