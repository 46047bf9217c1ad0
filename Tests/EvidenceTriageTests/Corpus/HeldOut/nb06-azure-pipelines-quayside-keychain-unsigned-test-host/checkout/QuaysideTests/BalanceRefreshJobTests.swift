import XCTest
@testable import Quayside

final class BalanceRefreshJobTests: XCTestCase {
    func testExpirationDoesNotMarkRefreshSucceeded() async throws {
        let scheduler = MockTaskScheduler()
        let task = scheduler.makeAppRefreshTask(identifier: "com.quayside.bank.balance-refresh")
        let job = BalanceRefreshJob(api: SlowBalanceAPI(delay: .seconds(2)), defaults: .ephemeral())
        job.handle(task)
        task.simulateExpiration()
        await job.finished()
        XCTAssertNil(job.defaults.lastSuccessfulRefresh)
    }

    func testBalancesRoundToMinorUnits() {
        XCTAssertEqual(Balance(decimal: 10.005, currency: "GBP").minorUnits, 1001)
    }
}
