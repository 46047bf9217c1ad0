import XCTest
@testable import Skiff

final class TicketWalletTests: XCTestCase {
    func testExpiredTicketsHidden() {
        let wallet = TicketWallet(tickets: TicketFixtures.mixed, now: TicketFixtures.noonMarch14)
        XCTAssertEqual(wallet.visible.count, 2)
    }
}
