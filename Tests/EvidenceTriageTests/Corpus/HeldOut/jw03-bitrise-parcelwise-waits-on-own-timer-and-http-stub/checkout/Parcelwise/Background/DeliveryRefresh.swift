import BackgroundTasks
import UIKit

final class DeliveryRefresh {
    static let shared = DeliveryRefresh()
    static let identifier = "com.parcelwise.app.delivery-refresh"

    /// Test hook, called when the system launches the refresh.
    var onLaunch: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .launch, .succeeded)
            self.onLaunch?()
            self.run(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                               object: nil, queue: .main) { _ in self.schedule() }
    }

    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .submission, .failed,
                                              error: "BGTaskSchedulerErrorDomain:\((error as NSError).code)")
            NSLog("[DeliveryRefresh] could not schedule: %@", error as NSError)
        }
    }

    private func run(_ task: BGAppRefreshTask) {
        schedule()
        ManifestSyncClient.shared.syncManifest(lockerID: LockerPreferences.homeLocker) { result in
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
    }
}
