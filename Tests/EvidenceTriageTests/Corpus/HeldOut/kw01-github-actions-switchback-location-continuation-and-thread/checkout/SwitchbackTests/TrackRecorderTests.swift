import CoreLocation
import XCTest
@testable import Switchback

/// Runs against the Simulator's location (the workflow sets it with `simctl location ... set`).
final class TrackRecorderTests: XCTestCase {
    func testRecorderReceivesFirstFixWithin10Seconds() {
        let recorder = TrackRecorder()
        let firstFix = expectation(description: "first fix delivered to TrackRecorder")
        recorder.onFirstFix = { _ in firstFix.fulfill() }
        recorder.start()
        wait(for: [firstFix], timeout: 10)
        recorder.stop()
    }
}
