import Foundation

struct RefillEstimator {
    /// Days of supply left, rounded down.
    static func daysLeft(tablets: Int, perDay: Double) -> Int {
        Int((Double(tablets) / perDay).rounded())
    }
}
