import XCTest
import TSBackgroundFetch
@testable import Ledgerly

/// Runs against the real TSBackgroundFetch on the simulator.
final class BackgroundFetchE2ETests: XCTestCase {

    func testFetchEventArrivesAfterConfigure() throws {
        let fired = expectation(description: "ledger-sync fetch event")
        let fetch = TSBackgroundFetch.sharedInstance()!
        fetch.configure(15 * 60) { status in   // minimumFetchInterval 15 min
            XCTAssertEqual(status, .available)
        }
        fetch.addListener("com.ledgerly.ledger-sync", callback: { taskId in
            fired.fulfill()
            fetch.finish(taskId)
        }, timeout: { taskId in
            fetch.finish(taskId)
        })
        fetch.start(nil)
        SimulatorShim.sendAppToBackground()

        // Ten minutes is generous for CI; iOS should have fired by now.
        wait(for: [fired], timeout: 600)
    }
}
