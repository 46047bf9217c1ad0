import XCTest
@testable import EmberKit

final class HTTPTransportTests: XCTestCase {
    private var fixture: Fixture!

    override func setUp() {
        super.setUp()
        fixture = Fixture()
    }

    func testSendStoresEnvelopeBeforeRequest() {
        let sut = fixture.getSut()
        sut.send(fixture.envelope)
        XCTAssertEqual(fixture.store.appendCount, 1)
    }

    func testFlushDirectlyAfterCaptureFlushes() {
        let sut = fixture.getSut()
        fixture.requestManager.responseDelay = 0.05
        for _ in 0..<3 { sut.send(fixture.envelope) }

        let result = sut.flush(timeout: 1.0)

        XCTAssertEqual(fixture.store.count, 0)
        XCTAssertEqual(result, .success, "Flush should not time out.")
    }

    func testFlushCalledMultipleTimesImmediatelyReturnsAlreadyFlushing() {
        let sut = fixture.getSut()
        fixture.requestManager.responseDelay = 0.5
        sut.send(fixture.envelope)

        let first = expectation(description: "first flush returned")
        DispatchQueue.global().async {
            _ = sut.flush(timeout: 2.0)
            first.fulfill()
        }
        let started = fixture.dateProvider.date()
        let second = sut.flush(timeout: 2.0)
        let elapsed = fixture.dateProvider.date().timeIntervalSince(started)

        XCTAssertEqual(second, .alreadyFlushing)
        XCTAssertLessThan(elapsed, 0.1)
        wait(for: [first], timeout: 5)
    }
}
