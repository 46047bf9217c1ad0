import Testing
@testable import Lenscircle

@MainActor
@Suite struct SlideshowViewModelTests {
    @Test func scrollingPausesAutoAdvance() {
        let vm = SlideshowViewModel()
        vm.userDidScroll()
        #expect(vm.isUserScrolling)
    }

    @Test func isUserScrolling_resetsAfterTheResumeDelay() async throws {
        let vm = SlideshowViewModel()
        vm.userDidScroll()
        // Wait out the real 3 s resume delay plus a little slack.
        try await Task.sleep(for: .seconds(3.2))
        #expect(vm.isUserScrolling == false)
    }
}
