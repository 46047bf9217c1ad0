import XCTest
@testable import Tidewater

final class ForecastDecodingTests: XCTestCase {

    func testDecodesObservationWithoutFraction() throws {
        let payload = try ForecastDecoder.decode(Fixtures.json("forecast-seconds"))
        XCTAssertEqual(payload.observations.count, 3)
    }

    func testDecodesObservationWithMilliseconds() {
        // Captured from api 4.12: {"observations":[{"observed_at":"2026-11-30T09:54:12.481Z",...}]}
        let data = Fixtures.json("forecast-millis")
        do {
            let payload = try ForecastDecoder.decode(data)
            XCTAssertEqual(payload.observations.first?.heightMeters, 1.42)
        } catch {
            XCTFail("decode failed: \(error)")
        }
    }

    func testDecodesStationIDFromSnakeCase() {
        let data = Data(#"{"station_id":"9414290","name":"San Francisco"}"#.utf8)
        do {
            let station = try ForecastDecoder.decodeStation(data)
            XCTAssertEqual(station.stationID, "9414290")
        } catch {
            XCTFail("decode failed: \(error)")
        }
    }

    func testDecodesStationFixture() throws {
        let station = try ForecastDecoder.decodeStation(Fixtures.json("station-9414290"))
        XCTAssertEqual(station.name, "San Francisco")
    }
}
