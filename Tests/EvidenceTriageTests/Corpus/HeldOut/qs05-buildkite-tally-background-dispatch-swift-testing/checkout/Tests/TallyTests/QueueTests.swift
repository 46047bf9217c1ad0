import Testing
@testable import Tally

@Suite struct QueueTests {
    @Test func eventsAreBatchedByMaxSize() {
        var queue = MemoryQueue()
        for i in 0..<40 { queue.enqueue(.stub(name: "e\(i)")) }
        let batches = queue.batches(maxSize: 20)
        #expect(batches.count == 2)
    }

    @Test func emptyQueueHasNoBatches() {
        #expect(MemoryQueue().batches(maxSize: 20).isEmpty)
    }
}
