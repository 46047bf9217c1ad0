import XCTest
@testable import ENA

final class CheckinEncodingTests: XCTestCase {

    func testCheckinEndDateCarriesOffset() throws {
        let checkin = Checkin.mock(checkinEndDate: Date(timeIntervalSince1970: 1_643_796_000))
        let json = try JSONSerialization.jsonObject(with: CheckinEncoder().encode(checkin)) as? [String: Any]
        XCTAssertEqual(json?["checkinEndDate"] as? String, "2022-02-02T10:00:00+00:00")
    }
}
