import Foundation

public protocol AlertEvaluating: Sendable {
    func evaluatePendingRules() async throws
}
