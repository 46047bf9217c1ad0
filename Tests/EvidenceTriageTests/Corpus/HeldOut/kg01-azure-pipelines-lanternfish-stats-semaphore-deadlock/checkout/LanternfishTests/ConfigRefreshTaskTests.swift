import XCTest
@testable import Lanternfish

final class FakeRefreshTask: RefreshTaskType {
    var expirationHandler: (() -> Void)?
    private(set) var completed: Bool?
    func setTaskCompleted(success: Bool) { completed = success }
    func simulateExpiration() { expirationHandler?() }
}

final class ConfigRefreshTaskTests: XCTestCase {
    func testCompletedRefreshIsCounted() {
        let stats = StatisticsStore(defaults: UserDefaults(suiteName: #function)!)
        let task = FakeRefreshTask()
        ConfigRefreshTask(task: task, stats: stats, loader: StubLoader(changed: false)).run()
        XCTAssertEqual(stats.count(.configRefreshCompleted), 1)
        XCTAssertEqual(task.completed, true)
    }

    func testExpirationIncrementsExpiredStat() {
        let stats = StatisticsStore(defaults: UserDefaults(suiteName: #function)!)
        let task = FakeRefreshTask()
        ConfigRefreshTask(task: task, stats: stats, loader: StubLoader(hangs: true)).run()
        task.simulateExpiration()
        XCTAssertEqual(task.completed, false)
        XCTAssertEqual(stats.count(.configRefreshExpired), 1,
                       "configRefreshExpired stat should be tracked when the system expires the task")
    }
}
