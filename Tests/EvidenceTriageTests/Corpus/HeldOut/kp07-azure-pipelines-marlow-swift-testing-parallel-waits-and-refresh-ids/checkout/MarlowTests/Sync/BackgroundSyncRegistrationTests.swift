import BackgroundTasks
import Testing
@testable import Marlow

@Suite struct BackgroundSyncRegistrationTests {
    @Test func submitsHabitSyncRequest() throws {
        // Real scheduler: catches identifiers that are not permitted by the built Info.plist.
        try BGTaskScheduler.shared.submit(SyncPolicy().nextRequest())
    }
}
