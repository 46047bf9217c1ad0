import Foundation
import Testing
@testable import Parcelpost

private final class BundleToken {}

@Suite("Recorded carrier fixtures")
struct ShipmentFixtureTests {

    @Test func loadsRecordedCarrierResponse() throws {
        let url = try #require(Bundle(for: BundleToken.self).url(forResource: "carrier_response_v3", withExtension: "json"))
        let data = try Data(contentsOf: url)
        #expect(!data.isEmpty)
    }

    @Test func loadsRecordedTrackingPage() throws {
        let url = try #require(Bundle(for: BundleToken.self).url(forResource: "tracking_page_v2", withExtension: "json"))
        #expect(try Data(contentsOf: url).count > 100)
    }
}
