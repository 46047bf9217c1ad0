import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder.fromEnvironment()
    static let nightlyReconcile = try! TaskIdentifier("com.orchard.stock.nightly-reconcile")
    static let priceRefresh = try! TaskIdentifier("com.orchard.stock.price-refresh")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let reconcile = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.nightlyReconcile.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.nightlyReconcile, kind: .processing, phase: .launch, outcome: .succeeded)
            NightlyReconcileJob.live.run { ok in task.setTaskCompleted(success: ok) }
        }
        try? Self.recorder.record(Self.nightlyReconcile, kind: .processing, phase: .registration,
                                  outcome: reconcile ? .succeeded : .failed)
        let prices = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.priceRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.priceRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            PriceRefreshJob.live.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.priceRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: prices ? .succeeded : .failed)
        return true
    }

    static func submitPriceRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: priceRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(priceRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(priceRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
            throw error
        }
    }
}
