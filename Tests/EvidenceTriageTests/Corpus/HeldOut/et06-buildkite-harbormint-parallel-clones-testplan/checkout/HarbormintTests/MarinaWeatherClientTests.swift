import XCTest
@testable import Harbormint

/// Talks to the local fixture server that the CI configuration of the
/// Full test plan points FIXTURE_SERVER_URL at.
final class MarinaWeatherClientTests: XCTestCase {
    private func fixtureServer() throws -> URL {
        let value = try XCTUnwrap(ProcessInfo.processInfo.environment["FIXTURE_SERVER_URL"],
                                  "FIXTURE_SERVER_URL not set; run with the Full test plan (CI configuration)")
        return try XCTUnwrap(URL(string: value))
    }

    func testLoadsForecastFromFixtureServer() async throws {
        let client = MarinaWeatherClient(baseURL: try fixtureServer())
        let forecast = try await client.forecast(marinaID: "GB-PLY-04")
        XCTAssertEqual(forecast.hours.count, 48)
    }

    func testWindGustsConvertedToKnots() async throws {
        let client = MarinaWeatherClient(baseURL: try fixtureServer())
        let forecast = try await client.forecast(marinaID: "GB-PLY-04")
        XCTAssertEqual(forecast.hours[0].gustKnots, 21, accuracy: 0.5)
    }

    func testDecodesOfflineSnapshot() throws {
        let snapshot = try MarinaForecast.decodeSnapshot(Data(#"{"marina":"GB-PLY-04","hours":[]}"#.utf8))
        XCTAssertEqual(snapshot.marinaID, "GB-PLY-04")
    }
}
