import Testing
@testable import Tern

@Suite struct DownloadQueueTests {

    @Test(arguments: [InterruptionReason.appTerminated, .networkLost])
    func resumesInterruptedDownloads(reason: InterruptionReason) {
        let queue = DownloadQueue()
        let pack = TilePack.fixture("coast")
        queue.enqueue(pack)
        queue.interrupt(pack.id, reason: reason)
        queue.resumeInterrupted()
        #expect(queue.state(of: pack.id) == .downloading(progress: 0))
    }

    @Test func userPausedDownloadsStayPaused() {
        let queue = DownloadQueue()
        let pack = TilePack.fixture("coast")
        queue.enqueue(pack)
        queue.interrupt(pack.id, reason: .userPaused)
        queue.resumeInterrupted()
        #expect(queue.state(of: pack.id) == .paused)
    }
}
