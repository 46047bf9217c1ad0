import XCTest
@testable import Spindle

final class ProgressCoalescerTests: XCTestCase {
    func testEmitsAtMostOneUpdatePerSecond() {
        let c = ProgressCoalescer(minimumInterval: 1.0)
        let t0 = Date(timeIntervalSince1970: 0)
        let emitted = (0..<10).filter { c.shouldEmit(at: t0.addingTimeInterval(Double($0) * 0.1), fraction: Double($0) / 100) }
        XCTAssertEqual(emitted.count, 1)
    }

    func testFinalUpdateAlwaysEmitted() {
        let c = ProgressCoalescer(minimumInterval: 1.0)
        _ = c.shouldEmit(at: Date(), fraction: 0.5)
        XCTAssertTrue(c.shouldEmit(at: Date(), fraction: 1.0))
    }
}
