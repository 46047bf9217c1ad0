import XCTest
import CoreData
@testable import Harbourline

final class TicketStoreTests: XCTestCase {
    func testExpiredTicketsAreExcludedFromWallet() throws {
        let store = TicketStore(inMemory: true)
        try store.insert(.fixture(route: "DOV-CAL", departs: .now.addingTimeInterval(-7200)))
        try store.insert(.fixture(route: "DOV-CAL", departs: .now.addingTimeInterval(3600)))
        XCTAssertEqual(try store.walletTickets(now: .now).count, 1)
    }
}
