import Foundation

public struct SyncBackoff {
    public let base: Double
    public init(base: Double) { self.base = base }
    public func delay(forAttempt attempt: Int) -> Double {
        base * Double(attempt * attempt)
    }
}
