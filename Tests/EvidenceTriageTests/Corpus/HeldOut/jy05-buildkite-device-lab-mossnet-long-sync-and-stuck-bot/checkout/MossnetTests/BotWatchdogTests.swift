import XCTest
@testable import Mossnet

final class BotWatchdogTests: XCTestCase {
    func testIdleBotIsLeftAlone() {
        let bot = FakeBot(running: true, replicating: false, stuck: false)
        BotWatchdog(bot: bot).taskWillExpire()
        RunLoop.main.run(until: Date().addingTimeInterval(1.5))
        XCTAssertFalse(bot.killed)
    }

    func testStuckBotIsKilledBeforeTaskExpires() {
        // a stuck bot ignores requestStop() and is no longer replicating (blocked on a peer)
        let bot = FakeBot(running: true, replicating: false, stuck: true)
        BotWatchdog(bot: bot).taskWillExpire()
        RunLoop.main.run(until: Date().addingTimeInterval(2))
        XCTAssertTrue(bot.killed, "bot still running 2 s after the processing task's expiration handler fired")
    }
}
