import BackgroundTasks
import Foundation

protocol RefreshTaskHandle: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTaskHandle {}

/// Polls carriers for parcels that are still moving and notifies on status changes.
final class TrackingRefreshJob {
    static let identifier = "com.parcelpost.app.tracking-refresh"

    let store: ParcelStore
    let carriers: CarrierClient
    let notifier: StatusNotifier

    init(store: ParcelStore, carriers: CarrierClient, notifier: StatusNotifier) {
        self.store = store
        self.carriers = carriers
        self.notifier = notifier
    }

    static var live: TrackingRefreshJob {
        TrackingRefreshJob(store: .shared, carriers: .live, notifier: .live)
    }

    static func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }

    func handle(_ task: RefreshTaskHandle) {
        let work = Task {
            await run()
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel() }
    }

    func run() async {
        for parcel in store.parcels where parcel.status != .returned {
            guard let latest = try? await carriers.status(for: parcel) else { continue }
            store.update(parcel.id, status: latest)
            notifier.post(parcel: parcel, status: latest)
        }
    }
}
