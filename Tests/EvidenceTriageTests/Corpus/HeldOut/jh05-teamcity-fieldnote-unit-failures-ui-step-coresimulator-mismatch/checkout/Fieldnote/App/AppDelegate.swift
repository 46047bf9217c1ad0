import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    let upload = BGTaskScheduler.shared.register(
      forTaskWithIdentifier: SensorUploadJob.identifier, using: nil
    ) { task in
      let job = SensorUploadJob(outbox: .shared, api: .live)
      let work = Task { task.setTaskCompleted(success: (try? await job.run()) != nil) }
      task.expirationHandler = { work.cancel() }
    }
    Diagnostics.record(SensorUploadJob.identifier, .processing, .registration, upload ? .succeeded : .failed)

    let weather = BGTaskScheduler.shared.register(
      forTaskWithIdentifier: WeatherRefresh.identifier, using: nil
    ) { task in
      WeatherStore.shared.refresh { ok in task.setTaskCompleted(success: ok) }
    }
    Diagnostics.record(WeatherRefresh.identifier, .appRefresh, .registration, weather ? .succeeded : .failed)
    return true
  }
}
