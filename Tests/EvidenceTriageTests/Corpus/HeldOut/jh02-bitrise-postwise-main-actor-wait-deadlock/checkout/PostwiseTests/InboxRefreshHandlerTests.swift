import XCTest
@testable import Postwise

@MainActor
final class InboxRefreshHandlerTests: XCTestCase {
  private func makeHandler(fetch: @escaping (String?) async throws -> ChangeSet) -> InboxRefreshHandler {
    InboxRefreshHandler(sync: InboxSync(
      fetchChanges: fetch, apply: { _ in }, cursorStore: CursorStore(cursor: "c-41")))
  }

  func testHandlerCompletesTaskAfterInboxSync() async throws {
    let handler = makeHandler { _ in ChangeSet(messages: ["m1", "m2"], nextCursor: "c-42") }
    let task = FakeRefreshTask()
    let done = expectation(description: "setTaskCompleted called")
    task.onComplete = { _ in done.fulfill() }

    handler.handle(task)

    wait(for: [done], timeout: 10)
    XCTAssertEqual(task.completions, [true])
  }

  func testExpirationCancelsSync() async throws {
    let handler = makeHandler { _ in
      try await Task.sleep(for: .seconds(30))
      return ChangeSet(messages: [], nextCursor: "c-42")
    }
    let task = FakeRefreshTask()
    let done = expectation(description: "setTaskCompleted called")
    task.onComplete = { _ in done.fulfill() }

    handler.handle(task)
    task.expire()

    await fulfillment(of: [done], timeout: 5)
    XCTAssertEqual(task.completions, [false])
  }
}
