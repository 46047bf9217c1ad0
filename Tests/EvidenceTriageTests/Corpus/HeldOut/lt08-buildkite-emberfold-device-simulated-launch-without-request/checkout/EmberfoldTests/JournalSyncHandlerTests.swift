import XCTest
@testable import Emberfold

final class JournalSyncHandlerTests: XCTestCase {
    override func setUpWithError() throws {
        try DraftStore.shared.reset(fixture: .threeDrafts)
    }

    func testLaunchHandlerCompletesAfterUpload() throws {
        try JournalSync.submit()
        let completed = expectation(forNotification: .journalSyncCompleted, object: nil)
        BackgroundTaskDebugger.simulateLaunch(identifier: JournalSync.identifier)
        wait(for: [completed], timeout: 30)
    }
}
