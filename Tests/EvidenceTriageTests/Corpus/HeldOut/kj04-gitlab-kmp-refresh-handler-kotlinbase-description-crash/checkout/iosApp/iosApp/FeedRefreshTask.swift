import BackgroundTasks
import Foundation
import Shared

/// What the handler needs from a BGTask (BGAppRefreshTask in the app, a fake in tests).
protocol RefreshTaskLike: AnyObject {
  var expirationHandler: (() -> Void)? { get set }
  func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTaskLike {}

enum FeedRefreshTask {
  static let identifier = "com.almanacapp.ios.feed-refresh"

  static func register() {
    // `using: nil`: BGTaskScheduler calls the launch handler on its own background queue.
    let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
      Diagnostics.record(identifier, kind: "appRefresh", phase: "launch", outcome: "succeeded")
      handle(task: task as! BGAppRefreshTask, job: KoinHelperKt.feedRefreshJob())
    }
    Diagnostics.record(identifier, kind: "appRefresh", phase: "registration", outcome: ok ? "succeeded" : "failed")
  }

  static func handle(task: RefreshTaskLike, job: FeedRefreshJob) {
    NSLog("[refresh] FeedRefreshTask.handle on %@", Thread.current.description)
    // String interpolation of a Kotlin object calls -[KotlinBase description] on this
    // (GCD worker) thread, which the Kotlin runtime has not seen yet.
    print("[refresh] start \(job)")
    task.expirationHandler = { job.cancel() }
    job.run { pulled, error in
      Diagnostics.record(identifier, kind: "appRefresh", phase: "completion", outcome: error == nil ? "succeeded" : "failed")
      task.setTaskCompleted(success: error == nil && pulled != nil)
    }
  }
}
