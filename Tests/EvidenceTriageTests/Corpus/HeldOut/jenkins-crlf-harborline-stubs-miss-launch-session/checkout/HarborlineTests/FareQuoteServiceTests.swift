import Mockingjay
import XCTest
@testable import Harborline

final class FareQuoteServiceTests: XCTestCase {
    func testQuoteUsesStubbedFareTable() async throws {
        stub(uri("https://api.harborline.example/v2/fares/HX-ORK"), json(Fixtures.fareTable(adultMinor: 2_450)))
        defer { removeAllStubs() }

        let quote = try await FareQuoteService(client: APIClient.shared).quote(route: "HX-ORK", adults: 2)

        XCTAssertEqual(quote.totalMinorUnits, 4_900)
    }
}
