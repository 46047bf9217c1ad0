import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let refresh = InboxRefreshHandler(sync: InboxSync.live)

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    let registered = BGTaskScheduler.shared.register(
      forTaskWithIdentifier: InboxRefreshHandler.identifier, using: nil
    ) { [refresh] task in
      refresh.handle(task as! BGAppRefreshTask)
    }
    BackgroundDiagnostics.record(
      InboxRefreshHandler.identifier, .appRefresh, .registration, registered ? .succeeded : .failed)
    NotificationCenter.default.addObserver(
      forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
    ) { [refresh] _ in
      refresh.scheduleNext()
    }
    return true
  }
}
