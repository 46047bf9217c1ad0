import XCTest
@testable import Quayside

final class DeliveryWindowTests: XCTestCase {
    func testWindowClosesAtCutoff() {
        let cutoff = Date(timeIntervalSince1970: 1_800_003_600)
        let window = DeliveryWindow(opens: cutoff.addingTimeInterval(-3600), cutoff: cutoff)
        XCTAssertFalse(window.isOpen(at: cutoff.addingTimeInterval(30)))
    }
}
