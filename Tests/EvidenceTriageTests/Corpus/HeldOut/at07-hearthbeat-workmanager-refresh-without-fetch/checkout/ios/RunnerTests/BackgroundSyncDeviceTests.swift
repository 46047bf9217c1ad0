import XCTest
import workmanager
@testable import Runner

final class BackgroundSyncDeviceTests: XCTestCase {

    func testPeriodicSyncRunsCallback() throws {
        let ran = expectation(description: "Dart callbackDispatcher ran backgroundSync")
        SyncProbe.shared.onDartTask = { name in if name == "backgroundSync" { ran.fulfill() } }
        try SyncProbe.shared.triggerDartRegistration(frequencyMinutes: 15)
        XCUIDevice.shared.press(.home)
        wait(for: [ran], timeout: 1200)
    }

    func testSimulatedLaunchRunsDartCallback() throws {
        let ran = expectation(description: "Dart callback ran after simulated launch")
        SyncProbe.shared.onDartTask = { _ in ran.fulfill() }
        try LLDBBridge.simulateLaunch(forTaskWithIdentifier: "dev.hearthbeat.app.backgroundSync")
        wait(for: [ran], timeout: 90)
    }
}
