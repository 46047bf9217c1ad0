import Testing
@testable import Kestrel

actor CountingUploader: ChunkUploading {
    private(set) var sent = 0
    private(set) var entered = false
    let limit: Int
    init(limit: Int) { self.limit = limit }
    var ranToLimit: Bool { sent >= limit }
    func send(_ chunk: RunChunk) async throws {
        entered = true
        sent += 1
    }
}

@Suite struct RunUploadQueueTests {
    @Test func cancelAbortsInFlightUpload() async {
        let uploader = CountingUploader(limit: 2_000)
        let queue = RunUploadQueue(uploader: uploader)
        queue.start(.fixture(chunks: 2_000))

        while !(await uploader.entered) { await Task.yield() }
        await queue.cancel()

        #expect(!(await uploader.ranToLimit))
    }
}
