import Foundation

public protocol ReminderScheduling: Sendable {
    /// Materializes charges for every ledger subscription and reconciles the
    /// pending notification set. Returns the number of requests changed.
    func reconcileAll() async throws -> Int
}
