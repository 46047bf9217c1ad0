import XCTest
@testable import Osprey

final class DigestScheduleTests: XCTestCase {
    func testMorningDigestLabel() {
        // 2026-08-15 07:00 local (Europe/Amsterdam) as recorded on the author's Mac.
        let slot = DigestSlot(start: Date(timeIntervalSince1970: 1_786_770_000))
        XCTAssertEqual(slot.label, "Morning digest · 07:00")
    }
}
