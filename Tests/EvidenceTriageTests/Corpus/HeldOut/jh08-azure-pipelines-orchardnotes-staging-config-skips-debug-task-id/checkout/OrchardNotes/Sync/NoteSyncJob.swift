import Foundation

struct NoteSyncJob {
  var fetchRemote: () async throws -> [Note]
  var local: NoteStore

  /// Last-writer-wins by modification date.
  func merge(local: Note, remote: Note) -> Note {
    remote.modifiedAt >= local.modifiedAt ? remote : local
  }

  func run() async throws {
    for remote in try await fetchRemote() {
      if let existing = local.note(id: remote.id) {
        local.save(merge(local: existing, remote: remote))
      } else {
        local.save(remote)
      }
    }
  }
}
