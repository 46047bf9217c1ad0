import Foundation

struct InboxSync {
  var fetchChanges: (_ since: String?) async throws -> ChangeSet
  var apply: (ChangeSet) async throws -> Void
  var cursorStore: CursorStore

  func run() async throws {
    let since = cursorStore.cursor
    let changes = try await fetchChanges(since)
    cursorStore.cursor = changes.nextCursor
    try await apply(changes)
  }
}

struct ChangeSet: Equatable {
  var messages: [String]
  var nextCursor: String
}

final class CursorStore {
  var cursor: String?
  init(cursor: String? = nil) { self.cursor = cursor }
}

extension InboxSync {
  static let live = InboxSync(
    fetchChanges: { since in try await MailAPI.shared.changes(since: since) },
    apply: { changes in try await MailStore.shared.apply(changes) },
    cursorStore: CursorStore())
}
