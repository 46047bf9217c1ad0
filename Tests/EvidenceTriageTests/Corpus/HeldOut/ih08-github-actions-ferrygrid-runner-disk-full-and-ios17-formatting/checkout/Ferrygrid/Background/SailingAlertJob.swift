import BackgroundTasks
import Foundation

/// Body of the timetable refresh: replace the cached timetable with the latest one
/// and raise alerts for watched routes whose sailings changed.
final class SailingAlertJob {
    static let live = SailingAlertJob(api: .live, store: .shared, alerts: .shared)

    private let api: TimetableAPI
    private let store: TimetableStore
    private let alerts: AlertCenter

    init(api: TimetableAPI, store: TimetableStore, alerts: AlertCenter) {
        self.api = api
        self.store = store
        self.alerts = alerts
    }

    func run(task: BackgroundTaskHandle, completion: @escaping () -> Void = {}) {
        let fetch = api.fetchTodaysSailings { [store, alerts] result in
            guard case let .success(sailings) = result else { task.setTaskCompleted(success: false); return }
            alerts.compare(old: store.sailings(), new: sailings)
            try? store.insert(sailings)
            task.setTaskCompleted(success: true)
            completion()
        }
        task.expirationHandler = { fetch.cancel() }
        // Bug: the old timetable is deleted before the fetch has returned, so an
        // expired or failed refresh leaves the user with no sailings at all.
        try? store.deleteAll()
    }
}
