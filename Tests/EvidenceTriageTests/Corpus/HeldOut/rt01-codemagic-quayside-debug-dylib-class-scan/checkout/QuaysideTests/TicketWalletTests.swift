import XCTest
@testable import Quayside

final class TicketWalletTests: XCTestCase {
    func testWalletSortsByDeparture() {
        let now = Date()
        let wallet = TicketWallet(tickets: [
            Ticket(ref: "QS-2", departure: now.addingTimeInterval(3600)),
            Ticket(ref: "QS-1", departure: now.addingTimeInterval(60)),
        ])
        XCTAssertEqual(wallet.upcoming(after: Date()).map(\.ref), ["QS-1", "QS-2"])
    }
}
