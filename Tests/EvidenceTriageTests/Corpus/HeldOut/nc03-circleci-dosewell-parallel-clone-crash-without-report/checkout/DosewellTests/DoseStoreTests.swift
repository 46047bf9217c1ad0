import XCTest
@testable import DosewellKit

final class DoseStoreTests: XCTestCase {
    func testOverlappingTempBasalsAreTruncated() throws {
        let store = DoseStore(inMemory: true)
        try store.add(DoseFixtures.tempBasal(start: "10:00", minutes: 30))
        try store.add(DoseFixtures.tempBasal(start: "10:15", minutes: 30))
        let active = store.doses(activeAt: DoseFixtures.time("10:20"))
        XCTAssertEqual(active.count, 1)
    }
}
