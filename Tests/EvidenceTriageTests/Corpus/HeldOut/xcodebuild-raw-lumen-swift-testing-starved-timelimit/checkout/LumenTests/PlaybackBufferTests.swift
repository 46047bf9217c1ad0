import Testing
@testable import Lumen

@Suite("Playback buffer", .timeLimit(.minutes(3)))
struct PlaybackBufferTests {
    @Test func fillsBeforePlaybackStarts() async throws {
        let buffer = PlaybackBuffer(source: .fixture("episode-128k"), capacity: .seconds(30))
        try await buffer.prime()
        #expect(await buffer.level >= 0.5)
    }

    @Test func refillsAfterStall() async throws {
        let source = ThrottledSource(.fixture("episode-128k"), stallAfter: .seconds(4), resumeAfter: .seconds(2))
        let buffer = PlaybackBuffer(source: source, capacity: .seconds(30))
        try await buffer.prime()
        await source.waitForStall()
        try await waitUntil { await buffer.level >= 0.9 }
        #expect(await buffer.stallCount == 1)
    }
}

/// Polls `condition` until it holds. Propagates cancellation so a `.timeLimit` can end the wait.
func waitUntil(every interval: Duration = .milliseconds(50), _ condition: () async -> Bool) async throws {
    while !(await condition()) {
        try await Task.sleep(for: interval)
    }
}
