import XCTest
@testable import Harborline

final class ManifestParserTests: XCTestCase {
    func testUnknownKeysAreIgnored() throws {
        let json = #"{"version":2,"berths":[],"tideTable":"tt-0912","featureX":{"on":true}}"#
        XCTAssertNoThrow(try ManifestParser().parse(Data(json.utf8)))
    }

    func testDepartureTimesParsedAsUTC() throws {
        let json = #"{"version":2,"berths":[{"id":"B4","departs":"2026-10-14T06:30:00Z"}]}"#
        let m = try ManifestParser().parse(Data(json.utf8))
        let hour = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: m.berths[0].departs).hour
        XCTAssertEqual(hour, 6)
    }
}
