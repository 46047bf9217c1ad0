import BackgroundTasks
import XCTest
@testable import Mossnet

final class ShortSyncTests: XCTestCase {
    /// Uses the scheduler's debug SPI to launch the refresh task, then expires it after the
    /// ~20 s a BGAppRefreshTask gets in practice.
    func testShortSyncReplicatesNewMessages() throws {
        let bot = Bot.testing(repo: .fixture("repo-1.8GB"), peers: .local(3))
        let before = bot.messageCount
        let request = BGAppRefreshTaskRequest(identifier: BackgroundSync.shortSync)
        try BGTaskScheduler.shared.submit(request)
        BGTaskScheduler.shared.debugSimulateLaunch(BackgroundSync.shortSync)
        RunLoop.main.run(until: Date().addingTimeInterval(20))
        BGTaskScheduler.shared.debugSimulateExpiration(BackgroundSync.shortSync)
        RunLoop.main.run(until: Date().addingTimeInterval(1))
        XCTAssertGreaterThan(bot.messageCount - before, 0, "short sync replicated no messages within the refresh budget")
    }
}
