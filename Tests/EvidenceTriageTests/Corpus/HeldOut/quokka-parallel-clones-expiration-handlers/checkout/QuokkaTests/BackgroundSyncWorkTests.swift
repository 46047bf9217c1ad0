import XCTest
@testable import Quokka

final class BackgroundSyncWorkTests: XCTestCase {
    func testWorkRunsToCompletion() async throws {
        let app = FakeBackgroundTaskApplication(nextIdentifier: 3)
        let work = CountingWork(steps: 5)
        try await BackgroundSync(application: app).perform(work.run)
        XCTAssertEqual(work.completedSteps, 5)
    }

    func testExpirationCancelsWork() async throws {
        let app = FakeBackgroundTaskApplication(nextIdentifier: 3)
        let work = CountingWork(steps: 50, stepDelay: .milliseconds(20))
        let sync = Task { try? await BackgroundSync(application: app).perform(work.run) }
        try await Task.sleep(for: .milliseconds(100))
        app.expireAll()
        _ = await sync.value
        XCTAssertTrue(work.sawCancellation, "work should observe Task cancellation when the background task expires")
        XCTAssertLessThan(work.completedSteps, 50)
    }
}
