import XCTest
@testable import Wicket

final class OfferingsDecodingTests: XCTestCase {
    func testMetadataKeysStaySnakeCase() throws {
        let json = Data(#"{"identifier": "default", "metadata": {"paywall_variant": "b", "max_seats": 4}}"#.utf8)
        let offering = try APIClient.makeDecoder().decode(Offering.self, from: json)
        XCTAssertEqual(offering.metadata.keys.sorted(), ["max_seats", "paywall_variant"])
    }
}
