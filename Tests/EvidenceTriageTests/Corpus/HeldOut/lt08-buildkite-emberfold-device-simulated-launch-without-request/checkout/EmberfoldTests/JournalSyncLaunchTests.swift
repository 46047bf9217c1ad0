import XCTest
@testable import Emberfold

final class JournalSyncLaunchTests: XCTestCase {
    override func setUpWithError() throws {
        try DraftStore.shared.reset(fixture: .threeDrafts)
    }

    /// The app submits JournalSync when the scene enters the background; here the test launches it directly.
    func testSimulatedSyncLaunchUploadsDrafts() {
        let uploaded = expectation(forNotification: .draftsUploaded, object: nil)
        BackgroundTaskDebugger.simulateLaunch(identifier: JournalSync.identifier)
        wait(for: [uploaded], timeout: 30)
    }
}
