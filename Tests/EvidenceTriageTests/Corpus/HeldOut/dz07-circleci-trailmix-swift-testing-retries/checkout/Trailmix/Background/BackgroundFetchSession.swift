import Foundation

protocol InboxSyncing: Sendable {
    func startIO() async
    func stopIO() async
    var isIdle: Bool { get async }
}

/// Work behind the `com.trailmix.app.inbox-refresh` BGAppRefreshTask: let the sync
/// engine run, then stop it and report completion. iOS gives the task ~30 s at most.
struct BackgroundFetchSession {
    let engine: InboxSyncing
    var maximumRuntime: Duration = .seconds(10)

    func run() async -> Bool {
        await engine.startIO()
        // Give IO time to fetch new messages before suspending.
        try? await Task.sleep(for: maximumRuntime)
        await engine.stopIO()
        return true
    }
}
