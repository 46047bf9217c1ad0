import Foundation

struct Fare { let single: Decimal }

enum TripKind { case single, dayReturn }

struct FareCalculator {
    /// Day returns are two singles less 10%.
    func price(_ fare: Fare, kind: TripKind) -> Decimal {
        switch kind {
        case .single:
            return fare.single
        case .dayReturn:
            let twoSingles = fare.single * 2
            return twoSingles
        }
    }
}
