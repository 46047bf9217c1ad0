import ActivityKit
import Foundation
import os

/// Owns the single workout Live Activity. Live Activities have an 8-hour ceiling, so a
/// long session ends the current activity and starts a fresh one before the deadline.
@MainActor
final class LiveActivityCoordinator {
    private let log = Logger(subsystem: "com.temporun.ios", category: "LA")
    private let requester: ActivityRequesting
    private(set) var dismissedByUser = false
    private(set) var currentID: String?
    private var endingForRestart = false
    var needsRestart = false

    init(requester: ActivityRequesting) {
        self.requester = requester
    }

    /// Called from sceneWillEnterForeground.
    func sceneWillEnterForeground() {
        guard needsRestart, !dismissedByUser else { return }
        start(reason: "foreground")
    }

    /// Called from sceneDidBecomeActive.
    func sceneDidBecomeActive() {
        guard needsRestart, currentID == nil, !dismissedByUser else { return }
        start(reason: "active")
    }

    func start(reason: String) {
        do {
            currentID = try requester.request(WorkoutAttributes.current, state: .initial)
            needsRestart = false
        } catch {
            log.error("Live Activity failed to start: \(String(describing: error), privacy: .public) (scene=\(self.requester.sceneState, privacy: .public))")
        }
    }

    /// Renewal before the 8-hour ceiling: end the old activity, start a new one.
    func renew() async {
        guard let id = currentID else { return }
        await requester.end(id, dismissal: .immediate)
        currentID = nil
        start(reason: "renewal")
    }

    func activityStateChanged(_ state: ActivityState, renewBy: TimeInterval) {
        guard state == .dismissed else { return }
        let byUser = !endingForRestart
        log.info(".dismissed: endingForRestart=\(self.endingForRestart), renewBy=\(renewBy) → dismissed by \(byUser ? "USER" : "restart", privacy: .public)")
        if byUser { dismissedByUser = true }
    }
}
