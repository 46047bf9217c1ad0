import Foundation
import UIKit
@testable import Glimmer

final class FakeActivity {
    let id: String
    var state: LiveActivityAttributes.ContentState
    init(id: String, state: LiveActivityAttributes.ContentState) {
        self.id = id
        self.state = state
    }
}

/// Mirrors ActivityKit's rules closely enough for the manager's tests.
final class FakeLiveActivityClient: LiveActivityClient {
    enum Failure: Error, CustomStringConvertible {
        case targetNotForeground
        var description: String { "ActivityAuthorizationError.visibility (Target is not foreground)" }
    }

    var applicationState: UIApplication.State = .active
    var existingActivities: [FakeActivity] = []
    private(set) var requestedActivities: [FakeActivity] = []
    private(set) var endedActivityIDs: [String] = []
    private(set) var lastContentState: LiveActivityAttributes.ContentState?
    private(set) var lastStaleDate: Date?
    private var nextID = 1

    var activities: [String] { existingActivities.map(\.id) }

    func activity(id: String) -> FakeActivity? { existingActivities.first { $0.id == id } }

    func request(state: LiveActivityAttributes.ContentState, staleDate: Date?) throws -> String {
        guard applicationState == .active else { throw Failure.targetNotForeground }
        let activity = FakeActivity(id: "N\(nextID)", state: state)
        nextID += 1
        requestedActivities.append(activity)
        existingActivities.append(activity)
        lastContentState = state
        lastStaleDate = staleDate
        return activity.id
    }

    func update(id: String, state: LiveActivityAttributes.ContentState, staleDate: Date?) async {
        activity(id: id)?.state = state
        lastContentState = state
        lastStaleDate = staleDate
    }

    func end(id: String) async {
        endedActivityIDs.append(id)
        existingActivities.removeAll { $0.id == id }
    }
}
