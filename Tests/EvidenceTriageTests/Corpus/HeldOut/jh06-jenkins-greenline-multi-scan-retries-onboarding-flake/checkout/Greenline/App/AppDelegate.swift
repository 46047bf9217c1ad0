import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    if ProcessInfo.processInfo.arguments.contains("-reset-onboarding") {
      // Only the "seen onboarding" flag; other first-run answers stay as they were.
      UserDefaults.standard.removeObject(forKey: "gl.hasSeenOnboarding")
    }
    TimetableRefresh.shared.register()
    let maps = BGTaskScheduler.shared.register(
      forTaskWithIdentifier: OfflineMapPackJob.identifier, using: nil
    ) { task in
      let job = OfflineMapPackJob(tiles: .live, pack: .shared)
      let work = Task { task.setTaskCompleted(success: (try? await job.run()) != nil) }
      task.expirationHandler = { work.cancel() }
    }
    Diagnostics.record(OfflineMapPackJob.identifier, .processing, .registration, maps ? .succeeded : .failed)
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    try? TimetableRefresh.shared.schedule()
  }
}
