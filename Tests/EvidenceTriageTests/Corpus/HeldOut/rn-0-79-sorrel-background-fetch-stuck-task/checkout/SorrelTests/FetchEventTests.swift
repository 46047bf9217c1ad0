import XCTest
@testable import Sorrel

final class FetchEventTests: XCTestCase {
    func testSecondSimulatedFetchRuns() throws {
        let second = expectation(description: "second onEvent")
        RNBridgeHarness.shared.onBackgroundFetchEvent = { n in if n == 2 { second.fulfill() } }
        BGTaskSchedulerSim.simulateLaunch("com.transistorsoft.fetch")
        BGTaskSchedulerSim.simulateLaunch("com.transistorsoft.fetch")
        wait(for: [second], timeout: 60)
    }
}
