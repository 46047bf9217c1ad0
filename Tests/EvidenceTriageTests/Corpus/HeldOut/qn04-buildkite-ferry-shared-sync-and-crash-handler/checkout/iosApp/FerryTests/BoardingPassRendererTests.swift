import XCTest
import FerryShared

final class BoardingPassRendererTests: XCTestCase {
    func testQRCodeRendersWithinBudget() {
        let start = Date()
        _ = BoardingPassRenderer().render(ticketId: "FRY-20419", size: 320)
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.25)
    }
}
