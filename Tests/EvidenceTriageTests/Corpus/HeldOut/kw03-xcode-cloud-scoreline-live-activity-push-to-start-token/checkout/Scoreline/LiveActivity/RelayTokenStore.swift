import Foundation

/// Server-side mirror kept in the app for the local relay used on the watch companion.
final class RelayTokenStore {
    private var tokens: [String: String] = [:]

    func registerActivityToken(_ token: String, for matchID: String) {
        tokens[matchID] = token
    }

    func activityToken(for matchID: String) -> String? { tokens[matchID] }

    /// A push-to-start was delivered for `matchID`: the previous activity is gone.
    func markStartDelivered(for matchID: String) {
        tokens[matchID] = nil
    }
}
