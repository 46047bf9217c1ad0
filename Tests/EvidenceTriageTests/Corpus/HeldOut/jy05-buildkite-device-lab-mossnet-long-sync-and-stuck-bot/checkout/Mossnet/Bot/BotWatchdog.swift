import Foundation

/// Kills the go-ssb bot when a background task is about to expire and the bot is stuck,
/// so the app does not hold the repo lock while suspended.
final class BotWatchdog {
    private let bot: Bot
    private let graceAfterExpiration: TimeInterval

    init(bot: Bot, graceAfterExpiration: TimeInterval = 1.0) {
        self.bot = bot
        self.graceAfterExpiration = graceAfterExpiration
    }

    func taskWillExpire() {
        bot.requestStop()
        DispatchQueue.global().asyncAfter(deadline: .now() + graceAfterExpiration) { [bot] in
            if bot.isRunning && bot.isReplicating {
                bot.kill()
            }
        }
    }
}
