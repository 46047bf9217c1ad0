import Testing
@testable import RecipeBox

struct CookTimerManagerTests {
    @Test func fadeFiresBeforeDeadlineCompletionDoesNotEmitFadeCancel() async throws {
        var completes = 0
        let timer = CookTimerManager(fadeDuration: .milliseconds(30))
        timer.onFadeCancelled = { completes += 1 }
        timer.start(duration: .milliseconds(60))
        try await Task.sleep(for: .milliseconds(120))
        #expect(completes == 0)
    }
}
