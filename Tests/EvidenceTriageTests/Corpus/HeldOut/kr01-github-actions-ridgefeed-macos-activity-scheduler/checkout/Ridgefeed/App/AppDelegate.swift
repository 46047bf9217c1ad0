import AppKit

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var refreshScheduler: RefreshScheduler?
    let preferences = Preferences.shared

    func applicationDidFinishLaunching(_ notification: Notification) {
        NSLog("[App] launch: checkOnStartup=%@ interval=%.1f", preferences.checkForNewArticlesOnStartup ? "true" : "false", preferences.refreshInterval)
        if preferences.checkForNewArticlesOnStartup {
            SubscriptionRefresher.shared.refreshAll(reason: .startup) {}
        }
        guard !ProcessInfo.processInfo.arguments.contains("-RidgefeedDisableAutoRefresh") else { return }
        let scheduler = RefreshScheduler(interval: preferences.refreshInterval) { done in
            SubscriptionRefresher.shared.refreshAll(reason: .scheduled, completion: done)
        }
        scheduler.start()
        refreshScheduler = scheduler
    }

    func applicationWillTerminate(_ notification: Notification) {
        refreshScheduler?.invalidate()
    }
}
