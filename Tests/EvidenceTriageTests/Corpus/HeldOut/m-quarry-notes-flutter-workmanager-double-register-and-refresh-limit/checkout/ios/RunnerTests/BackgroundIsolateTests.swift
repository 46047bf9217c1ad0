import XCTest
import Flutter
@testable import Runner

final class BackgroundIsolateTests: XCTestCase {
    /// The background isolate gets its own engine; AppDelegate.registerPlugins must give it every plugin.
    func testBackgroundEngineRegistersPlugins() throws {
        let engine = FlutterEngine(name: "workmanager-bg", project: nil, allowHeadlessExecution: true)
        XCTAssertTrue(engine.run(withEntrypoint: "callbackDispatcher"))
        AppDelegate.registerPlugins(with: engine)
        XCTAssertNotNil(engine.valuePublished(byPlugin: "WorkmanagerPlugin"))
    }
}
