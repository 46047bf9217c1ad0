import Foundation
import Testing
@testable import Tempo

@MainActor
struct ClipboardReaderTests {
    @Test func busyPathReturnsWithoutWaiting() async throws {
        let pasteboard = StallingPasteboard()          // first read is held open until released
        let reader = ClipboardReader(pasteboard: pasteboard)
        let first = Task { await reader.insertLatest() }
        await pasteboard.waitUntilReadStarted()
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = await reader.insertLatest()     // must not queue behind the stuck read
        let elapsed = start.duration(to: clock.now)
        #expect(outcome == .busy)
        #expect(elapsed < .milliseconds(50))
        pasteboard.release()
        _ = await first.value
    }
}
