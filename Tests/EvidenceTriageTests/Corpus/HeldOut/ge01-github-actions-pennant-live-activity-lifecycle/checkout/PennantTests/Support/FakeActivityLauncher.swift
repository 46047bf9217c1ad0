import ActivityKit
@testable import Pennant

final class FakeActivity: ActivityHandle {
    let id: String
    var state: ActivityState
    private(set) var updates: [MatchAttributes.ContentState] = []
    private(set) var endCalls = 0
    var lastState: MatchAttributes.ContentState?

    init(id: String, state: ActivityState = .active, initial: MatchAttributes.ContentState? = nil) {
        self.id = id
        self.state = state
        self.lastState = initial
    }

    var activityState: ActivityState { state }

    func update(_ content: ActivityContent<MatchAttributes.ContentState>) async {
        // ActivityKit silently drops updates to an activity that is no longer active.
        guard state == .active || state == .stale else { return }
        updates.append(content.state)
        lastState = content.state
    }

    func end(_ content: ActivityContent<MatchAttributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy) async {
        endCalls += 1
        state = .ended
    }
}

final class FakeActivityLauncher: ActivityLauncher {
    var requested: [FakeActivity] = []
    var leftover: [FakeActivity] = []

    func request(attributes: MatchAttributes,
                 content: ActivityContent<MatchAttributes.ContentState>) throws -> ActivityHandle {
        let activity = FakeActivity(id: "match-\(4411 + requested.count)", initial: content.state)
        requested.append(activity)
        return activity
    }

    func existingActivities() -> [ActivityHandle] {
        leftover + requested.filter { $0.state != .ended }
    }
}
