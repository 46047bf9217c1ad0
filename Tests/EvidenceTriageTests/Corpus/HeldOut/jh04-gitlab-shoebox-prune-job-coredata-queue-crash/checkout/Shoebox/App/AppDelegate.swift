import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let prune = ArchivePruneJob(store: .shared, files: .shared)

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    let ok = BGTaskScheduler.shared.register(
      forTaskWithIdentifier: ArchivePruneJob.identifier, using: nil
    ) { [prune] task in
      let work = Task {
        let removed = try? await prune.run()
        task.setTaskCompleted(success: removed != nil)
      }
      task.expirationHandler = { work.cancel() }
    }
    Diagnostics.record(ArchivePruneJob.identifier, kind: "processing", phase: "registration",
                       outcome: ok ? "succeeded" : "failed")
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    do {
      try BGTaskScheduler.shared.submit(ArchivePruneJob.makeRequest())
      Diagnostics.record(ArchivePruneJob.identifier, kind: "processing", phase: "submission", outcome: "succeeded")
    } catch {
      Diagnostics.record(ArchivePruneJob.identifier, kind: "processing", phase: "submission", outcome: "failed", error: error)
    }
  }
}
