import BackgroundTasks
import UIKit

@objc public final class BFBackgroundSync: NSObject {
    @objc public static let shared = BFBackgroundSync()
    @objc public static let rewardIdentifier = "com.brightfin.game.daily-reward"
    var onRunForTesting: (() -> Void)?

    /// Called from UnityAppController+Brightfin `application:didFinishLaunchingWithOptions:`.
    @objc public func registerHandlers() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.rewardIdentifier, using: nil) { task in
            self.refreshRewards(task as! BGAppRefreshTask)
        }
        BFDiagnostics.record(Self.rewardIdentifier, kind: "appRefresh", phase: "registration", ok: ok, error: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    func scheduleDailyRewardRefresh() -> (ok: Bool, error: Error?) {
        let request = BGAppRefreshTaskRequest(identifier: Self.rewardIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        do {
            try BGTaskScheduler.shared.submit(request)
            BFDiagnostics.record(Self.rewardIdentifier, kind: "appRefresh", phase: "submission", ok: true, error: nil)
            return (true, nil)
        } catch {
            BFDiagnostics.record(Self.rewardIdentifier, kind: "appRefresh", phase: "submission", ok: false, error: "BGTaskSchedulerErrorDomain:\((error as NSError).code)")
            return (false, error)
        }
    }

    private func refreshRewards(_ task: BGAppRefreshTask) {
        onRunForTesting?()
        RewardStore.shared.refresh { ok in task.setTaskCompleted(success: ok) }
    }
}
