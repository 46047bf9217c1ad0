import ActivityKit
import Foundation

@MainActor
final class LiveActivityController {
    private let client: ActivityClient
    private(set) var localLiveActivitiesEnabled = true
    private(set) var tracked: [String: ActivityHandle] = [:]

    init(client: ActivityClient) { self.client = client }

    func sync(_ matches: [MatchState]) async {
        guard localLiveActivitiesEnabled else { return }
        for match in matches {
            do {
                if let handle = tracked[match.id] {
                    try await client.update(handle, to: match.contentState)
                } else {
                    tracked[match.id] = try client.start(match.attributes, match.contentState)
                }
            } catch {
                TallyLog.activity.warning("live activity operation failed; disabling local live activities: \(error)")
                localLiveActivitiesEnabled = false
                tracked.removeAll()
                return
            }
        }
    }
}
