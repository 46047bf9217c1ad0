import Foundation

struct WindReading {
    let knots: Double
    private static let upperBounds: [Double] = [1, 4, 7, 11, 17, 22, 31, 34, 41, 48, 56, 64]

    var beaufort: Int {
        Self.upperBounds.firstIndex { knots < $0 } ?? 12
    }
}
