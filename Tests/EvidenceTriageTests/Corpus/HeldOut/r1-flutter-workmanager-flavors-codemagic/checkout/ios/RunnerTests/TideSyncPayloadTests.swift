import XCTest
@testable import Runner

final class TideSyncPayloadTests: XCTestCase {

    func testStationFromInputData() {
        let payload = TideSyncPayload(inputData: ["stationId": "8518750"], storedStation: "9414290")
        XCTAssertEqual(payload.stationId, "8518750")
    }

    func testStationFallsBackWhenInputDataMissing() {
        // Periodic tasks on iOS arrive without inputData; the stored station must be used.
        let payload = TideSyncPayload(inputData: nil, storedStation: "9414290")
        XCTAssertEqual(payload.stationId, "9414290")
    }

    func testDaysAheadClamped() {
        let payload = TideSyncPayload(inputData: ["daysAhead": 40], storedStation: "9414290")
        XCTAssertEqual(payload.daysAhead, 14)
    }
}
