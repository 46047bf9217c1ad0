import Foundation
import Testing
@testable import OrchardNotes

@Suite("Debug menu")
struct DebugMenuTests {
  private var permitted: [String] {
    Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
  }

  @Test func syncTaskIsPermitted() {
    #expect(permitted.contains(NoteSyncTask.identifier))
  }

  @Test func debugSyncNowIsPermitted() {
    #expect(permitted.contains(DebugSyncNowTask.identifier))
  }
}
