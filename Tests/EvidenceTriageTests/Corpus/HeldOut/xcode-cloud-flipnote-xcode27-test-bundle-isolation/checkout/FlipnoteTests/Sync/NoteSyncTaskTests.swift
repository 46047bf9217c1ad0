import Foundation
import Testing
@testable import Flipnote

/// Exercises the body of the `com.flipnote.app.sync` BGAppRefreshTask
/// handler with a fake remote; no scheduler involved.
struct NoteSyncTaskTests {

    actor StubRemote: NoteRemote {
        var pulled = 0
        func pull(since cursor: SyncCursor?) async throws -> [RemoteNote] {
            pulled += 1
            return []
        }
    }

    @Test func emptyPullKeepsCursor() async throws {
        let remote = StubRemote()
        let job = NoteSyncJob(remote: remote, store: .inMemory())
        try await job.run()
        #expect(await remote.pulled == 1)
    }
}
