import XCTest
@testable import Runner

final class CrewCallPayloadTests: XCTestCase {
    func testReadsCallerAndVessel() {
        let payload = CrewCallPayload(["call_id": "cc-1", "caller_name": "Bosun Ferris", "vessel": "MV Skerry Lass"])
        XCTAssertEqual(payload.callerName, "Bosun Ferris")
    }

    func testMissingCallerNameFallsBackToVesselName() {
        // Bridge calls come from the vessel's handset and carry no caller name.
        let payload = CrewCallPayload(["call_id": "cc-2", "vessel": "MV Skerry Lass"])
        XCTAssertEqual(payload.callerName, "MV Skerry Lass bridge")
    }
}
