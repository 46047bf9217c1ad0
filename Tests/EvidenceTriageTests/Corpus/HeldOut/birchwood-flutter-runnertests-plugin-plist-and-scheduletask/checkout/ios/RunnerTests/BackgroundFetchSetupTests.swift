import XCTest
import BackgroundTasks
import background_fetch
@testable import Runner

final class BackgroundFetchSetupTests: XCTestCase {
    func testFetchTaskRegisteredAtLaunch() {
        XCTAssertTrue(LaunchProbe.registeredIdentifiers.contains("com.transistorsoft.fetch"))
    }

    func testCustomTaskRegisteredAtLaunch() {
        XCTAssertTrue(LaunchProbe.registeredIdentifiers.contains("com.transistorsoft.outbox-sync"),
                      "registered: \(LaunchProbe.registeredIdentifiers)")
    }

    func testScheduledTaskFiresAfterDelay() throws {
        let fired = expectation(description: "scheduleTask event delivered")
        LaunchProbe.onTask = { id in if id == "com.transistorsoft.outbox-flush" { fired.fulfill() } }
        try LaunchProbe.scheduleTask(id: "com.transistorsoft.outbox-flush", delayMs: 10_000)
        wait(for: [fired], timeout: 300)
    }
}
