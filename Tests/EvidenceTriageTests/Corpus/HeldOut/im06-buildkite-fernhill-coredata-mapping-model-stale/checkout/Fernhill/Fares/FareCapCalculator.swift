import Foundation

/// Daily fare capping: after the cap is reached, further journeys that day are free.
struct FareCapCalculator {
    let singleFare: Decimal = 2.40
    let dailyCap: Decimal = 6.00

    func charge(forJourneyNumber n: Int) -> Decimal {
        let spentBefore = singleFare * Decimal(n - 1)
        return spentBefore >= dailyCap ? 0 : singleFare
    }
}
