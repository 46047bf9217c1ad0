import AppIntents
import Foundation

extension Notification.Name {
    static let tallyroomScoreTapped = Notification.Name("tallyroom.scoreTapped")
}

/// Button on the scoreboard Live Activity. Runs in the app process
/// (LiveActivityIntent), which the system launches if it is not running.
@available(iOS 17.0, *)
struct ScoreTapIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Add point"

    @Parameter(title: "Team")
    var team: String

    init() { team = "home" }
    init(team: String) { self.team = team }

    func perform() async throws -> some IntentResult {
        TallyLog.bridge.info("ScoreTapIntent.perform team=\(team, privacy: .public)")
        NotificationCenter.default.post(
            name: .tallyroomScoreTapped,
            object: nil,
            userInfo: ["team": team, "source": "liveActivity"]
        )
        TallyLog.bridge.info("posted tallyroom.scoreTapped (observers: \(InteractionBridge.shared.observerCount, privacy: .public))")
        return .result()
    }
}
