import XCTest
@testable import DriftwoodCourier

final class VoucherScannerTests: XCTestCase {
    func testScansTotalsFromPhoto() async throws {
        let total = try await ReceiptScanner().total(in: Fixtures.image(named: "receipt-fuel.jpg"))
        XCTAssertEqual(total, Decimal(string: "84.20"))
    }
}
