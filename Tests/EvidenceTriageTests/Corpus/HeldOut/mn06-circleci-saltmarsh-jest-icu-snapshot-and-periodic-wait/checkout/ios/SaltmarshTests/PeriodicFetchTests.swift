import XCTest
import TSBackgroundFetch
@testable import Saltmarsh

final class PeriodicFetchTests: XCTestCase {
    func testSecondPeriodicEventWithin20Minutes() throws {
        let probe = FetchEventProbe()
        try BGTaskSimulator.simulateLaunch("com.transistorsoft.fetch")   // first event, forced
        XCTAssertEqual(probe.events.count, 1)

        // minimumFetchInterval is 15: the next fetch should arrive within 20 minutes.
        let second = probe.expectEvent(number: 2)
        wait(for: [second], timeout: 1_200)
    }
}
