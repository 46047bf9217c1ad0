import Clocks
import Testing
@testable import Fieldnote

@Suite("Call lifetime", .timeLimit(.minutes(1)))
struct CallLifetimeTests {
    @Test func lifetimeIsCapped() async {
        let clock = TestClock()
        let lifetime = CallLifetime(clock: clock, maximum: .seconds(4 * 60 * 60))
        let task = Task { await lifetime.start() }

        // advance() awaits Task.megaYield() before and after moving time.
        await clock.advance(by: .seconds(4 * 60 * 60))
        await task.value

        #expect(await lifetime.ended)
    }
}
