import XCTest
@testable import Quayfare

final class TicketWalletTests: XCTestCase {
    func testExpiredTicketsHidden() {
        let now = Date(timeIntervalSince1970: 1_783_000_000)
        let wallet = TicketWallet(tickets: [
            Ticket(id: "live", validUntil: now.addingTimeInterval(600)),
            Ticket(id: "old", validUntil: now.addingTimeInterval(-3600)),
        ])
        XCTAssertEqual(wallet.visible(now: now).map(\.id), ["live"])
    }
}
