import ActivityKit
import Foundation

/// Tells the Scoreline server which tokens can start/update a match Live Activity.
@MainActor
final class LiveActivityRegistrar {
    struct Registration: Codable, Equatable {
        let matchID: String
        let activityToken: String
        let pushToStartToken: String?
    }

    private let api: RegistrationAPI
    /// Latest push-to-start token seen on `Activity<MatchAttributes>.pushToStartTokenUpdates`.
    var pushToStartToken: String?

    init(api: RegistrationAPI) { self.api = api }

    func pushToStartTokenChanged(_ token: String) {
        pushToStartToken = token
    }

    /// Called whenever an activity's own update token arrives (also after a background relaunch).
    func activityTokenChanged(matchID: String, token: String) async throws {
        try await api.register(Registration(matchID: matchID, activityToken: token,
                                            pushToStartToken: pushToStartToken))
    }
}
