//
//  BackgroundUploadTests.swift
//  SablewoodTests
//
//  The receipt-upload processing task drains receipts captured offline.
//

import XCTest
@testable import Sablewood

final class BackgroundUploadTests: XCTestCase {
    func testPendingUploadsDrainWhenProcessingTaskRuns() async throws {
        let fixtures = try TestEnvironment.fixturesDirectory()
        let queue = try PendingUploadQueue.loading(from: fixtures.appendingPathComponent("pending-3.sqlite"))
        let job = ReceiptUploadJob(queue: queue,
                                   client: ReceiptUploadClient(baseURL: try TestEnvironment.stubServerURL()))
        try await job.run()
        XCTAssertEqual(queue.count, 0)
    }

    func testUploadSkipsReceiptsStillProcessing() async throws {
        let queue = PendingUploadQueue.inMemory([.sample(state: .ocrRunning)])
        let job = ReceiptUploadJob(queue: queue, client: .failingIfCalled)
        try await job.run()
        XCTAssertEqual(queue.count, 1)
    }

    func testCancelledUploadLeavesQueueIntact() async throws {
        let queue = PendingUploadQueue.inMemory([.sample(state: .ready), .sample(state: .ready)])
        let job = ReceiptUploadJob(queue: queue, client: .hanging)
        let task = Task { try await job.run() }
        task.cancel()
        _ = try? await task.value
        XCTAssertEqual(queue.count, 2)
    }
}
