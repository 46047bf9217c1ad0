import Foundation

enum RefillEstimator {
    static func daysRemaining(pills: Int, perDay: Double) -> Int {
        Int((Double(pills) / perDay).rounded())
    }
}
