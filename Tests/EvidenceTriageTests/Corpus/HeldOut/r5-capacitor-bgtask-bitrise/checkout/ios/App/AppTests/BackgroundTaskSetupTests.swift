import BackgroundTasks
import Capacitor
import XCTest
@testable import App

final class BackgroundTaskSetupTests: XCTestCase {

    func testPluginRegisteredWithBridge() throws {
        let bridge = try XCTUnwrap(TestBridge.make())
        // @capgo/capacitor-background-task must be in the generated packageClassList.
        XCTAssertNotNil(bridge.plugin(withName: "BackgroundTask"), "BackgroundTask plugin missing from bridge")
    }

    func testPermittedIdentifiersInBuiltPlist() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains("app.capgo.backgroundtask.processing"))
        XCTAssertTrue(ids.contains(ShipmentRefresh.identifier))
    }
}
