import XCTest
@testable import Harborline

final class WatchSyncPayloadTests: XCTestCase {
    func testPayloadOmitsStationsBeyondLimit() throws {
        let favourites = (0..<12).map { Station(id: "GB-\($0)", timeZone: .gmt) }
        let payload = WatchSyncPayload(favourites: favourites)
        let dict = try payload.applicationContext()
        XCTAssertEqual((dict["stations"] as? [String])?.count, WatchSyncPayload.maxStations)
    }
}
