import ActivityKit
import Foundation
import os

/// Handles the silent "kickoff" push (content-available) for followed
/// matches: starts the Live Activity so the score shows on the Lock Screen.
enum KickoffPushHandler {
    private static let log = Logger(subsystem: "com.matchday.app", category: "LiveScore")

    static func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let matchId = userInfo["matchId"] as? String else { return completion(.noData) }
        let groupId = "group.com.matchday.live"
        LiveScoreStore.shared.write(matchId: matchId, payload: userInfo)
        do {
            let activity = try Activity<LiveActivitiesAppAttributes>.request(
                attributes: LiveActivitiesAppAttributes(),
                content: .init(state: .init(appGroupId: groupId), staleDate: nil),
                pushType: .token)
            log.notice("[LiveScore] activity started \(activity.id, privacy: .public) for \(matchId, privacy: .public)")
            completion(.newData)
        } catch {
            log.error("[LiveScore] Activity.request failed: \(error.localizedDescription, privacy: .public)")
            completion(.failed)
        }
    }
}
