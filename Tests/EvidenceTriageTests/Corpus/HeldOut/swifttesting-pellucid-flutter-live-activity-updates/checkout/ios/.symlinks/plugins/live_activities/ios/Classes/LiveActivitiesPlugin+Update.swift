import ActivityKit
import Foundation

@available(iOS 16.1, *)
extension LiveActivitiesPlugin {
    /// Data travels through App Group UserDefaults; ActivityKit only sees ContentState.
    func updateActivity(id: String, data: [String: Any]) async throws {
        guard let activity = Activity<LiveActivitiesAppAttributes>.activities.first(where: { $0.id == id }) else {
            throw LiveActivitiesError.activityNotFound(id)
        }
        for (key, value) in data {
            sharedDefault.set(value, forKey: "\(id)_\(key)")
        }
        let state = LiveActivitiesAppAttributes.ContentState(appGroupId: appGroupId)
        await activity.update(using: state)
    }
}
