import AppIntents
import OSLog

/// "Start Deep Work in Quietude" — exposed as an App Shortcut so it can run
/// from the Shortcuts app, Siri or an automation without opening Quietude.
struct StartFocusSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Focus Session"
    static let openAppWhenRun = false

    @Parameter(title: "Profile")
    var profile: FocusProfileEntity

    private static let log = Logger(subsystem: "com.quietude.app", category: "intents")

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let session = try SessionStore.shared.start(profile: profile.id, source: .shortcut)
        BlockingController.shared.apply(session)

        if profile.showsLiveActivity {
            do {
                try FocusActivityController.shared.start(for: session)
            } catch {
                Self.log.error("Live Activity not started for \(session.id, privacy: .public): \(error.localizedDescription, privacy: .public)")
            }
        }
        return .result(dialog: "\(profile.name) started")
    }
}
