import ActivityKit
import Foundation

@MainActor
final class PushToStartListener {
    private(set) var latestToken: String?
    private var task: Task<Void, Never>?
    var onToken: ((String) -> Void)?

    func start() {
        print("[LiveActivity] areActivitiesEnabled=\(ActivityAuthorizationInfo().areActivitiesEnabled); listening for pushToStartTokenUpdates")
        task = Task {
            for await data in Activity<MatchAttributes>.pushToStartTokenUpdates {
                let token = data.map { String(format: "%02x", $0) }.joined()
                latestToken = token
                onToken?(token)
            }
        }
    }
}
