// PineconeKitTests
import XCTest
@testable import PineconeKit

final class RetriableOperationTests: XCTestCase {
  var store: PersistentTaskStore!
  var queue: OperationQueue!

  override func setUpWithError() throws {
    store = try PersistentTaskStore.inMemory()
    queue = OperationQueue()
  }

  func testFinishedOperationDeletesItsPersistentTask() throws {
    let taskID = try store.insert(.saveItem(url: URL(string: "https://example.test/article")!))
    let op = RetriableOperation(operation: MockSyncOperation(result: .success), persistentTaskID: taskID, retrySignal: .noop, store: store)

    queue.addOperations([op], waitUntilFinished: true)

    XCTAssertEqual(try store.count(), 0, "persistent task should be deleted when its operation finishes")
  }

  func testRetryKeepsPersistentTask() throws {
    let taskID = try store.insert(.saveItem(url: URL(string: "https://example.test/article")!))
    let op = RetriableOperation(operation: MockSyncOperation(result: .retry), persistentTaskID: taskID, retrySignal: .noop, store: store)

    queue.addOperations([op], waitUntilFinished: true)

    XCTAssertEqual(try store.count(), 1)
  }
}
