import XCTest
@testable import Lanternly

private final class FakeRefreshTask: RefreshTask {
    var expirationHandler: (() -> Void)?
    let completed: XCTestExpectation
    init(completed: XCTestExpectation) { self.completed = completed }
    func setTaskCompleted(success: Bool) { completed.fulfill() }
}

private struct NoChangeSyncer: ParcelSyncing {
    func syncTrackedParcels() async throws -> Bool { false }
}

final class BackgroundRefreshColdLaunchTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "BackgroundRefreshColdLaunchTests/\(testRunName)", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    private var testRunName: String {
        String(name.split(separator: " ").last ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "]"))
    }

    /// Mirrors a launch made by the OS only to run the refresh task: no scene
    /// is connected, so the home screen never renders.
    func testRefreshCompletesWithoutScene() {
        let delegate = AppDelegate()
        delegate.readiness = AppReadiness()
        delegate.syncer = NoChangeSyncer()
        let completed = expectation(description: "refresh task completed")
        delegate.handleBackgroundRefresh(task: FakeRefreshTask(completed: completed))
        wait(for: [completed], timeout: 25)
    }

    func testRefreshCompletesWhenAlreadyReady() {
        let delegate = AppDelegate()
        let readiness = AppReadiness()
        readiness.setReady()
        delegate.readiness = readiness
        delegate.syncer = NoChangeSyncer()
        let completed = expectation(description: "refresh task completed")
        delegate.handleBackgroundRefresh(task: FakeRefreshTask(completed: completed))
        wait(for: [completed], timeout: 5)
    }
}
