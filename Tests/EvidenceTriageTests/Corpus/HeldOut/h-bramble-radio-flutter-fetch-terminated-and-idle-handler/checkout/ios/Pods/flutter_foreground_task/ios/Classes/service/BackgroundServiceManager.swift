import BackgroundTasks
import Foundation

// Vendored copy of the plugin's refresh handler (pinned version).
extension BackgroundServiceManager {
  @available(iOS 13.0, *)
  static func handleAppRefresh(task: BGAppRefreshTask) {
    let queue = OperationQueue()
    let operation = AppRefreshOperation()
    task.expirationHandler = { operation.cancel() }
    operation.completionBlock = {
      scheduleAppRefresh()
      task.setTaskCompleted(success: true)
    }
    queue.addOperation(operation)
  }
}

class AppRefreshOperation: Operation {
  override func main() {
    let semaphore = DispatchSemaphore(value: 0)
    DispatchQueue.main.asyncAfter(deadline: .now() + 25) { semaphore.signal() }
    semaphore.wait()
  }
}
