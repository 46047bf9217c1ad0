import Foundation
import Testing
@testable import Fernway

struct MediaUploadQueueTests {
    struct Offline: Error {}

    @Test func retriesFailedUploadOnce() async {
        let queue = MediaUploadQueue(maxRetries: 1) { _ in throw Offline() }
        let id = UUID()
        let ok = await queue.upload(id)
        #expect(ok == false)
        #expect(queue.attempts[id] == 2)
    }

    @Test func succeedsFirstTime() async {
        let queue = MediaUploadQueue { _ in }
        #expect(await queue.upload(UUID()))
    }
}
