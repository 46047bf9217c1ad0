import XCTest
import Flutter
@testable import marram_sync

final class RunnerTests: XCTestCase {
    func testBackgroundSyncCallbackReachesDart() {
        let engine = FlutterEngine(name: "bg-sync-test")
        XCTAssertTrue(engine.run())
        let plugin = MarramSyncPlugin.register(on: engine)
        let delivered = expectation(description: "dart callback acknowledged")
        plugin.onDartAck = { _ in delivered.fulfill() }
        plugin.performSync(trigger: .backgroundRefresh)
        wait(for: [delivered], timeout: 45)
    }

    func testMethodChannelRejectsUnknownMethod() {
        let plugin = MarramSyncPlugin()
        var result: Any?
        plugin.handle(FlutterMethodCall(methodName: "syncEverything", arguments: nil)) { result = $0 }
        XCTAssertEqual(result as? String, "unsupported")
    }

    func testPluginRegistersBackgroundIdentifier() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(ids, ["dev.marram.sync.refresh"])
        XCTAssertTrue(MarramSyncPlugin.registeredIdentifiers.contains("dev.marram.sync.refresh"))
    }
}
