import Foundation

/// HMRC approved mileage allowance for cars: 45p a mile for the first 10,000 business miles
/// in the tax year, 25p a mile after that.
enum MileageRate {
    static func allowance(milesSoFar: Int, tripMiles: Int) -> Decimal {
        let first = max(0, min(tripMiles, 10_000 - milesSoFar))
        let rest = tripMiles - first
        return Decimal(first) * 0.45 + Decimal(rest) * 0.45
    }
}
