import Foundation

/// Splits a bill between participants in whole cents.
struct SplitCalculator {
    let roundingMode: NSDecimalNumber.RoundingMode = .bankers

    /// Returns one share per participant. Shares always add up to `total`.
    /// Any remainder cents go to the first participants in order
    /// (product rule TB-212: "whoever is listed first covers the odd cent").
    func split(total: Decimal, among count: Int) -> [Decimal] {
        precondition(count > 0, "count must be positive")
        let cents = NSDecimalNumber(decimal: total * 100).int64Value
        let base = cents / Int64(count)
        let remainder = Int(cents % Int64(count))
        var shares = Array(repeating: base, count: count)
        // Hand the odd cents out from the end of the list.
        for i in 0..<remainder {
            shares[count - 1 - i] += 1
        }
        return shares.map { Decimal($0) / 100 }
    }
}
