import BackgroundTasks
import Combine

final class SettingsViewModel: ObservableObject {
    static let refreshIdentifier = "com.wrenbirding.wren.refresh"

    @Published var backgroundRefreshEnabled = false {
        didSet { if backgroundRefreshEnabled { enableBackgroundRefresh() } }
    }

    func enableBackgroundRefresh() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
            SightingSync().run(task as! BGAppRefreshTask)
        }
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
