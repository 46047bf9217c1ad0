import XCTest
@testable import Ambleway

final class WaypointParserTests: XCTestCase {
    func testParsesDescription() throws {
        let json = #"{"_type":"waypoint","desc":"Office","lat":52.37,"lon":4.89,"rad":150,"tst":1786000000}"#
        XCTAssertEqual(try WaypointParser.parse(Data(json.utf8)).desc, "Office")
    }

    func testParsesRadiusFromJSON() throws {
        let json = #"{"_type":"waypoint","desc":"Office","lat":52.37,"lon":4.89,"rad":150,"tst":1786000000}"#
        let waypoint = try WaypointParser.parse(Data(json.utf8))
        XCTAssertEqual(waypoint.radius, 150.0)
    }
}
