import BackgroundTasks
import XCTest
@testable import Marginalia

final class SyncSchedulerTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    /// Leaving the app must leave exactly one sync refresh request pending.
    func testEnteringBackgroundSubmitsRefresh() async throws {
        let scheduler = SyncScheduler()
        do {
            try scheduler.appDidEnterBackground()
        } catch {
            XCTFail("submit failed: \(error)")
        }
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertEqual(pending.map(\.identifier), ["com.marginalia.app.sync-refresh"])
    }
}
