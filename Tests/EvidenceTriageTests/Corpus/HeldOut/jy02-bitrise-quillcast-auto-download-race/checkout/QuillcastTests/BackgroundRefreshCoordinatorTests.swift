import XCTest
@testable import Quillcast

final class FakeRefreshTask: RefreshTasking {
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    func setTaskCompleted(success: Bool) { completions.append(success) }
}

final class BackgroundRefreshCoordinatorTests: XCTestCase {
    func testSuccessfulRefreshCompletesTask() {
        let podcasts = FakePodcasts(subscriptions: 3, result: .success([]))
        let task = FakeRefreshTask()
        BackgroundRefreshCoordinator(podcasts: podcasts, downloads: .testing()).handle(task)
        XCTAssertEqual(task.completions, [true])
    }

    func testExpirationCancelsRefresh() {
        let podcasts = FakePodcasts(subscriptions: 3, result: nil)
        let task = FakeRefreshTask()
        BackgroundRefreshCoordinator(podcasts: podcasts, downloads: .testing()).handle(task)
        task.expirationHandler?()
        XCTAssertTrue(podcasts.cancelled)
    }

    func testEveryRefreshPathCompletesTheTask() {
        let podcasts = FakePodcasts(subscriptions: 0, result: .success([]))
        let task = FakeRefreshTask()
        BackgroundRefreshCoordinator(podcasts: podcasts, downloads: .testing()).handle(task)
        XCTAssertEqual(task.completions.count, 1, "early-return path (nothing to refresh) left the BGAppRefreshTask open")
    }
}
