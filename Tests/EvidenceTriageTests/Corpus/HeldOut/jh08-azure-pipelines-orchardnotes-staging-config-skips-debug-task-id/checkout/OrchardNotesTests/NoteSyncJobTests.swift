import Foundation
import Testing
@testable import OrchardNotes

struct NoteSyncJobTests {
  let base = Date(timeIntervalSince1970: 1_796_000_000)

  @Test func newerRemoteWins() {
    let job = NoteSyncJob(fetchRemote: { [] }, local: InMemoryNoteStore())
    let local = Note(id: "n1", body: "old", modifiedAt: base)
    let remote = Note(id: "n1", body: "new", modifiedAt: base.addingTimeInterval(60))
    #expect(job.merge(local: local, remote: remote).body == "new")
  }

  @Test func conflictKeepsBothEdits() {
    let job = NoteSyncJob(fetchRemote: { [] }, local: InMemoryNoteStore())
    let local = Note(id: "n2", body: "A edit", modifiedAt: base, baseRevision: 7, revision: 8)
    let remote = Note(id: "n2", body: "B edit", modifiedAt: base.addingTimeInterval(5), baseRevision: 7, revision: 8)
    let merged = job.merge(local: local, remote: remote)
    #expect(merged.body == "A edit\n\n---\n\nB edit")
  }
}
