import XCTest
@testable import Tollgate

final class TransferPhaseTests: XCTestCase {
    func testSuccessIsComplete() {
        XCTAssertEqual(TransferPhase.from(providerStatus: "success"), .complete)
    }

    func testPartialRefundIsNotReportedAsFailed() {
        XCTAssertEqual(TransferPhase.from(providerStatus: "partial_refund"), .partiallyRefunded)
    }
}
