import XCTest
@testable import WickRadio

final class BackgroundFetchBridgeTests: XCTestCase {
    func testTaskDefinitionIsRegisteredWithBridge() {
        XCTAssertTrue(BackgroundTaskBridge.shared.definedTaskNames.contains("syncStations"))
    }

    /// react-native-background-task: "the task will run roughly every 15 minutes"
    func testFetchEventReachesJSWithin15Minutes() {
        let delivered = expectation(description: "background fetch delivered to JS")
        BackgroundTaskBridge.shared.onJSTaskFinished = { name in
            if name == "syncStations" { delivered.fulfill() }
        }
        XCUIDevice.shared.press(.home)
        wait(for: [delivered], timeout: 900)
    }
}
