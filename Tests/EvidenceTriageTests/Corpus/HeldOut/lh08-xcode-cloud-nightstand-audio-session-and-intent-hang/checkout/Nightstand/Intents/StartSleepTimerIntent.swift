import AppIntents

struct StartSleepTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Sleep Timer"
    static var openAppWhenRun = false

    @Parameter(title: "Minutes", default: 30) var minutes: Int

    @MainActor
    func perform() async throws -> some IntentResult {
        // Timer UI lives in the scene; wait until it exists.
        let router = SceneRouter.shared
        router.waitForForegroundScene()                      // blocks the main actor; no scene comes when run from Shortcuts in the background
        router.timerController?.start(minutes: minutes)
        return .result()
    }
}
