import ActivityKit
import AppIntents
import os

/// "Restart Live Activity" — exposed to Shortcuts so users can schedule a daily restart.
struct RestartLiveActivityIntent: AppIntent {
    static var title: LocalizedStringResource = "Restart Live Activity"
    static var openAppWhenRun = false

    enum Failure: Error {
        case liveActivitiesDisabled
    }

    @Dependency var manager: LiveActivityManager

    func perform() async throws -> some IntentResult {
        let info = ActivityAuthorizationInfo()
        Logger(subsystem: "com.glowline.app", category: "LA")
            .info("restart requested by intent (areActivitiesEnabled=\(info.areActivitiesEnabled))")
        guard info.areActivitiesEnabled else { throw Failure.liveActivitiesDisabled }
        await manager.restart()
        return .result()
    }
}
