import ActivityKit
import Foundation
import OSLog

/// Owns the one Live Activity that shows the followed match on the Lock Screen.
@MainActor
final class LiveActivityController {
    private let launcher: ActivityLauncher
    private let log = Logger(subsystem: "app.pennant.ios", category: "live-activity")

    private(set) var activity: ActivityHandle?
    private var matchTitle: String?

    init(launcher: ActivityLauncher = SystemActivityLauncher()) {
        self.launcher = launcher
    }

    /// True while a match banner is on screen.
    var isRunning: Bool {
        activity != nil || !launcher.existingActivities().isEmpty
    }

    /// Called when the user follows a match.
    func start(matchTitle: String, state: MatchAttributes.ContentState) async {
        self.matchTitle = matchTitle
        if activity == nil {
            // Reclaim an activity left over from a previous launch.
            activity = launcher.existingActivities().first
        }
        guard activity == nil else {
            log.debug("start: one is already live, pushing state instead")
            await activity?.update(ActivityContent(state: state, staleDate: nil))
            return
        }
        mint(matchTitle: matchTitle, state: state)
    }

    /// Called for every score change from the feed.
    func update(state: MatchAttributes.ContentState) async {
        guard let activity else {
            log.debug("update: no activity, dropping state")
            return
        }
        await activity.update(ActivityContent(state: state, staleDate: nil))
    }

    /// Called when the user unfollows the match.
    func end(final state: MatchAttributes.ContentState) async {
        await activity?.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .default)
        activity = nil
        matchTitle = nil
    }

    private func mint(matchTitle: String, state: MatchAttributes.ContentState) {
        do {
            activity = try launcher.request(attributes: MatchAttributes(matchTitle: matchTitle),
                                            content: ActivityContent(state: state, staleDate: nil))
        } catch {
            log.error("request failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
