import XCTest

final class MessagePollE2ETests: XCTestCase {
    func testBackgroundPollDrainsQueue() throws {
        let app = XCUIApplication()
        app.launchEnvironment["CORVINA_E2E_SEED_PENDING"] = "400"
        app.launch()
        XCUIDevice.shared.press(.home)
        let relay = E2ERelay.shared
        try relay.simulateBackgroundLaunch(identifier: "im.corvina.poll", bundleID: "im.corvina.app")
        let drained = relay.expectation(for: .pendingCount(0))
        wait(for: [drained], timeout: 120)
    }
}
