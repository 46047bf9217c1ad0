import XCTest
import CoreData
@testable import LumenrailKit

final class TimetableStoreTests: XCTestCase {
    func testMergeKeepsNewerDeparture() throws {
        let store = try TimetableStore.inMemory()
        try store.upsert(Fixtures.departure(id: "RX-114", platform: "3", updatedAt: .t(0)))
        try store.merge([Fixtures.departure(id: "RX-114", platform: "5", updatedAt: .t(90))])
        let saved = try XCTUnwrap(store.departure(id: "RX-114"))
        XCTAssertEqual(saved.platform, "5")
    }
}
