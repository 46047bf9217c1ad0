import XCTest
@testable import Tallybook

final class ReceiptUploadJobTests: XCTestCase {

    func testUploadRetriesOnceOnTimeout() async throws {
        let transport = FlakyTransport(failures: [.timedOut])
        let job = ReceiptUploadJob(transport: transport, store: InMemoryReceiptQueue(pending: 1))
        let retried = expectation(description: "upload retried")
        transport.onSecondAttempt = { retried.fulfill() }
        Task { try await job.run() }
        await fulfillment(of: [retried], timeout: 2)
        XCTAssertEqual(transport.attempts, 2)
    }
}
