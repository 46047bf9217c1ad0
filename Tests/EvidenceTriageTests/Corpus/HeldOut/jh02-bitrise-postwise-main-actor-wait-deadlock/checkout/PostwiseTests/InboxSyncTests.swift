import XCTest
@testable import Postwise

final class InboxSyncTests: XCTestCase {
  struct ApplyFailed: Error {}

  func testCursorAdvancesAfterApply() async throws {
    let cursor = CursorStore(cursor: "c-41")
    let sync = InboxSync(
      fetchChanges: { _ in ChangeSet(messages: ["m1"], nextCursor: "c-42") },
      apply: { _ in }, cursorStore: cursor)
    try await sync.run()
    XCTAssertEqual(cursor.cursor, "c-42")
  }

  func testCursorNotAdvancedWhenApplyFails() async {
    let cursor = CursorStore(cursor: "c-41")
    let sync = InboxSync(
      fetchChanges: { _ in ChangeSet(messages: ["m1"], nextCursor: "c-42") },
      apply: { _ in throw ApplyFailed() }, cursorStore: cursor)
    _ = try? await sync.run()
    XCTAssertEqual(cursor.cursor, "c-41", "cursor moved past changes that were never applied")
  }
}
