import XCTest
@testable import Runner

final class GeofenceChannelTests: XCTestCase {
    func testSurveyAreaGeofenceArgumentsRoundTrip() throws {
        let args = SurveyGeofence(identifier: "plot-17", latitude: 52.0907, longitude: 5.1214, radius: 150).channelArguments
        let decoded = try SurveyGeofence(channelArguments: args)
        XCTAssertEqual(decoded.identifier, "plot-17")
        XCTAssertEqual(decoded.radius, 150, accuracy: 0.001)
    }
}
