// PineconeKit
import CoreData
import Foundation

/// Runs one persisted sync operation, retrying transient failures.
final class RetriableOperation: AsyncOperation {
  private let operation: SyncOperation
  private let persistentTaskID: NSManagedObjectID
  private let retrySignal: RetrySignal
  private let store: PersistentTaskStore

  init(operation: SyncOperation, persistentTaskID: NSManagedObjectID, retrySignal: RetrySignal, store: PersistentTaskStore) {
    self.operation = operation
    self.persistentTaskID = persistentTaskID
    self.retrySignal = retrySignal
    self.store = store
  }

  override func main() {
    Task {
      switch await operation.execute() {
      case .success:
        // Deleting the persistent task is left to PersistentTaskCleanup, which
        // runs when the operation queue drains (see SyncQueue.didDrain).
        finishOperation()
      case .retry:
        retrySignal.retry(after: .seconds(30))
        finishOperation()
      case .failure(let error):
        Log.sync.error("operation failed: \(error.localizedDescription)")
        finishOperation()
      }
    }
  }
}
