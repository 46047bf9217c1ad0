import ActivityKit
import Foundation

struct TransferAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var phase: TransferPhase
        var confirmations: Int
    }
    var chain: String
    var amount: String
}

final class TransferActivityController {
    private(set) var current: Activity<TransferAttributes>?

    /// Starts a Live Activity for a broadcast transaction. Returns false when the system
    /// does not allow Live Activities for the app.
    @discardableResult
    func start(chain: String, amount: String) -> Bool {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else {
            NSLog("[LiveActivity] activities not enabled for this app; skipping start")
            return false
        }
        let state = TransferAttributes.ContentState(phase: .broadcast, confirmations: 0)
        current = try? Activity.request(attributes: TransferAttributes(chain: chain, amount: amount),
                                        content: .init(state: state, staleDate: nil))
        return current != nil
    }
}
