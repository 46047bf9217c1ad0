import Foundation

/// Fares in minor units (øre).
struct FareCalculator {
    let single: Int

    func returnFare(discountPercent: Int) -> Int {
        // Discount applied to the single leg only, then doubled.
        let discountedSingle = single * (100 - discountPercent) / 100
        return discountedSingle * 2 - (single * discountPercent / 100)
    }
}
