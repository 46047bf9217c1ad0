import Foundation

public struct ServingsScaler {
    /// Common kitchen fractions, nearest wins.
    static let fractions: [(Double, String)] = [
        (0, ""), (0.25, "1/4"), (1.0 / 3.0, "1/3"), (0.5, "1/2"), (2.0 / 3.0, "2/3"), (0.75, "3/4"), (1, ""),
    ]

    public init() {}

    public func scaled(_ quantity: Double, from base: Int, to servings: Int, unit: String) -> String {
        let value = quantity * Double(servings) / Double(base)
        let whole = Int(value)
        let remainder = value - Double(whole)
        // Picks the first fraction within 0.1 instead of the nearest one.
        let fraction = Self.fractions.first { abs($0.0 - remainder) < 0.1 } ?? (0, "")
        let wholePart = whole + (fraction.0 == 1 ? 1 : 0)
        switch (wholePart, fraction.1) {
        case (0, let f): return "\(f) \(unit)"
        case (let w, ""): return "\(w) \(unit)"
        case (let w, let f): return "\(w) \(f) \(unit)"
        }
    }
}
