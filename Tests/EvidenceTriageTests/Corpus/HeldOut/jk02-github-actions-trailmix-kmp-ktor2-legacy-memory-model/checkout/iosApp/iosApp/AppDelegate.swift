import BackgroundTasks
import UIKit
import shared
import KMPNativeCoroutinesAsync

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let conditionsRefreshID = "com.trailmix.app.conditions-refresh"
    let repository = TrailSyncRepository(store: TrailStore.companion.shared, baseUrl: "https://api.trailmix.app/v2")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.conditionsRefreshID, using: nil) { task in
            self.handleConditionsRefresh(task as! BGAppRefreshTask)
        }
        Diagnostics.record(.registration, Self.conditionsRefreshID, .appRefresh, ok ? .succeeded : .failed)
        return true
    }

    func scheduleConditionsRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.conditionsRefreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(.submission, Self.conditionsRefreshID, .appRefresh, .succeeded)
        } catch {
            NSLog("[Trailmix] conditions-refresh submit failed: %@", "\(error)")
            Diagnostics.record(.submission, Self.conditionsRefreshID, .appRefresh, .failed, error: error)
            throw error
        }
    }

    private func handleConditionsRefresh(_ task: BGAppRefreshTask) {
        Diagnostics.record(.launch, Self.conditionsRefreshID, .appRefresh, .succeeded)
        let work = Task {
            do {
                _ = try await asyncFunction(for: repository.refreshConditionsNative(regionIds: SavedRegions.ids))
                NotificationCenter.default.post(name: .conditionsRefreshed, object: nil)
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
        try? scheduleConditionsRefresh()
    }
}

extension Notification.Name {
    static let conditionsRefreshed = Notification.Name("TrailmixConditionsRefreshed")
}
