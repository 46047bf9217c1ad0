import ActivityKit
import Foundation

/// The part of `Activity<MatchAttributes>` the controller uses, so tests can drive it with a fake.
protocol ActivityHandle: AnyObject {
    var id: String { get }
    var activityState: ActivityState { get }
    func update(_ content: ActivityContent<MatchAttributes.ContentState>) async
    func end(_ content: ActivityContent<MatchAttributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy) async
}

/// Starts activities and lists the ones the system still holds for this app.
protocol ActivityLauncher {
    func request(attributes: MatchAttributes,
                 content: ActivityContent<MatchAttributes.ContentState>) throws -> ActivityHandle
    func existingActivities() -> [ActivityHandle]
}

extension Activity: ActivityHandle where Attributes == MatchAttributes {}

struct SystemActivityLauncher: ActivityLauncher {
    func request(attributes: MatchAttributes,
                 content: ActivityContent<MatchAttributes.ContentState>) throws -> ActivityHandle {
        try Activity.request(attributes: attributes, content: content, pushType: nil)
    }

    func existingActivities() -> [ActivityHandle] {
        Activity<MatchAttributes>.activities
    }
}
