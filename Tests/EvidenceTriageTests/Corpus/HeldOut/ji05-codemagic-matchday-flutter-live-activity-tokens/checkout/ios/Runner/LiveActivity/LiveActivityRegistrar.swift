import ActivityKit
import Foundation
import os

/// Registers running match Live Activities with the Matchday push server so it can
/// update them, and (behind the `autoRestartLiveActivity` flag) restart them with a
/// push-to-start token when iOS ends them at the 8-hour limit.
@available(iOS 17.2, *)
final class LiveActivityRegistrar {
    private let log = Logger(subsystem: "fc.matchday.app", category: "LiveActivity")
    private let api: LiveActivityAPI
    private let tokens: ActivityTokenSource
    private let flags: FeatureFlags
    private(set) var pushToStartToken: String?
    var onPushToStartToken: ((String) -> Void)?

    init(api: LiveActivityAPI, tokens: ActivityTokenSource, flags: FeatureFlags) {
        self.api = api; self.tokens = tokens; self.flags = flags
    }

    func start() {
        Task {
            for await token in tokens.pushToStartTokenUpdates {
                pushToStartToken = token
                log.info("push-to-start token received (\(token.redactedHex, privacy: .public)) via \(self.tokens.name, privacy: .public); cached")
                onPushToStartToken?(token)
            }
        }
    }

    #if DEBUG
    /// Tests: behave as a fresh process would (new subscription to the token stream).
    func simulateRelaunch() {
        log.info("registrar restarted (simulated relaunch); awaiting Activity<MatchAttributes>.pushToStartTokenUpdates")
        start()
    }
    #endif

    /// Called when an activity's per-activity update token arrives.
    func register(activityID: String, updateToken: String, attributes: MatchAttributes) async throws {
        var request = StartLiveActivityRequest(activityID: activityID, updateToken: updateToken)
        if flags.autoRestartLiveActivity {
            request.pushToStartToken = pushToStartToken
            request.attributes = try JSONValue(encoding: attributes)
            // attributesType: added server-side in matchday-push#212; not wired yet
        }
        log.info("registered activity \(activityID.prefix(4), privacy: .public)… (update token \(updateToken.redactedHex, privacy: .public), push-to-start token: \(self.pushToStartToken == nil ? "none yet" : "present", privacy: .public))")
        try await api.startLiveActivity(request)
    }
}
