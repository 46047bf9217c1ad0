import ActivityKit
import Foundation
import os

/// Keeps the hub informed of every Live Activity's per-activity update token,
/// so the hub can push state changes (garage door, washer cycle, alarm) to the lock screen.
actor LiveActivityRegistry {
    private let center: ActivityCenter
    private let hub: HubClient
    private let log = Logger(subsystem: "com.wickerbay.home", category: "LiveActivity")
    private var observed: Set<String> = []

    init(center: ActivityCenter, hub: HubClient) {
        self.center = center
        self.hub = hub
    }

    /// Called from `application(_:didFinishLaunchingWithOptions:)` and on every foreground.
    func reattach() async {
        for activity in center.activities {
            await observeToken(of: activity)
        }
    }

    /// Starts a Live Activity from inside the app (user tapped "Follow on lock screen").
    func start(tag: String, request: () throws -> ActivityHandle) async throws {
        let activity = try request()
        await observeToken(of: activity)
    }

    /// Reports the device's push-to-start token so the hub can start activities remotely.
    func startObservingPushToStartToken() async {
        for await token in center.pushToStartTokenUpdates {
            log.info("push-to-start token \(token.hexString.prefix(8), privacy: .public)…")
            await hub.register(pushToStartToken: token.hexString)
        }
    }

    // NOTE: activities started by an APNs push-to-start never pass through `start(tag:request:)`.
    // They only show up on `center.activityUpdates`, which nothing here iterates yet.

    private func observeToken(of activity: ActivityHandle) async {
        guard !observed.contains(activity.id) else { return }
        observed.insert(activity.id)
        Task {
            for await token in activity.pushTokenUpdates {
                // The token stream can re-yield for an activity that was just dismissed
                // (it is still listed in `activities` for a moment after a wake).
                await hub.register(updateToken: token.hexString, tag: activity.tag)
            }
        }
    }
}

extension Data {
    var hexString: String { map { String(format: "%02x", $0) }.joined() }
}
