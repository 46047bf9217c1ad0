import Nocilla
import XCTest
@testable import Waypost

final class FareQuoteClientTests: XCTestCase {
    override func setUp() {
        super.setUp()
        LSNocilla.sharedInstance().start()
    }

    override func tearDown() {
        LSNocilla.sharedInstance().clearStubs()
        LSNocilla.sharedInstance().stop()
        super.tearDown()
    }

    func testQuoteForReturnTrip() async throws {
        stubRequest("GET", "https://api-staging.waypost.app/v3/fares/quote?from=PT-LIS&to=PT-OPO&return=1" as NSString)
            .andReturn(200)?.withBody(#"{"currency":"EUR","amount":5480}"# as NSString)
        let client = FareQuoteClient(session: .shared, baseURL: URL(string: "https://api-staging.waypost.app")!)
        let quote = try await client.quote(from: "PT-LIS", to: "PT-OPO", returning: true)
        XCTAssertEqual(quote.amount, 5480)
    }
}
