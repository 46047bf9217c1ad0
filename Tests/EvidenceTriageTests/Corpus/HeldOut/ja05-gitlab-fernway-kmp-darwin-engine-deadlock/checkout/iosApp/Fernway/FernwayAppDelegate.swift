import BackgroundTasks
import Shared
import UIKit

final class FernwayAppDelegate: NSObject, UIApplicationDelegate {
  static let refreshID = "com.fernway.itinerary.refresh"

  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
    let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
      Self.handleRefresh(task as! BGAppRefreshTask)
    }
    Diagnostics.record(Self.refreshID, kind: "appRefresh", phase: "registration",
                       outcome: ok ? "succeeded" : "failed")
    NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                           object: nil, queue: .main) { _ in Self.scheduleRefresh() }
    return true
  }

  static func scheduleRefresh() {
    let request = BGAppRefreshTaskRequest(identifier: refreshID)
    request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
    do {
      try BGTaskScheduler.shared.submit(request)
      Diagnostics.record(refreshID, kind: "appRefresh", phase: "submission", outcome: "succeeded")
    } catch {
      NSLog("[Fernway] scheduleItineraryRefresh failed: %@", String(describing: error))
      Diagnostics.record(refreshID, kind: "appRefresh", phase: "submission", outcome: "failed",
                         errorType: (error as NSError).domain + ":" + String((error as NSError).code))
    }
  }

  static func handleRefresh(_ task: BGAppRefreshTask) {
    scheduleRefresh()
    let job = SharedGraph.shared.tripSyncJob()
    job.refresh { count, error in
      NotificationCenter.default.post(name: .itineraryRefreshed, object: count)
      task.setTaskCompleted(success: error == nil)
    }
  }
}

extension Notification.Name {
  static let itineraryRefreshed = Notification.Name("FernwayItineraryRefreshed")
}
