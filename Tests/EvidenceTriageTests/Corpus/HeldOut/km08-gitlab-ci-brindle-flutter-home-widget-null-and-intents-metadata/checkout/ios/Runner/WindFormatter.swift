import Foundation

enum WindFormatter {
    /// Upper bounds (knots, exclusive) of Beaufort 0...11.
    private static let upperBounds: [Double] = [1, 4, 7, 11, 16, 22, 28, 34, 41, 48, 56, 64]

    static func beaufort(knots: Double) -> Int {
        upperBounds.firstIndex(where: { knots <= $0 }).map { $0 + 1 } ?? 12
    }
}
