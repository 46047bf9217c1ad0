import Flutter
import XCTest
import home_widget

/// Drives the home_widget plugin the way WidgetSync.push does from Dart.
final class HomeWidgetBridgeTests: XCTestCase {
    private let plugin = HomeWidgetPlugin()
    private let group = "group.com.brindleweather.app"

    private func call(_ method: String, _ args: [String: Any]) {
        let done = expectation(description: method)
        plugin.handle(FlutterMethodCall(methodName: method, arguments: args)) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
    }

    func testSavesSummary() {
        call("setAppGroupId", ["groupId": group])
        call("saveWidgetData", ["id": "forecast_summary", "data": "Showers, 9°"])
        XCTAssertEqual(UserDefaults(suiteName: group)?.string(forKey: "forecast_summary"), "Showers, 9°")
    }

    func testClearingKeyRemovesValue() {
        call("setAppGroupId", ["groupId": group])
        call("saveWidgetData", ["id": "forecast_alert", "data": "Gale warning"])
        // What Dart sends for saveWidgetData<String>('forecast_alert', null).
        call("saveWidgetData", ["id": "forecast_alert", "data": NSNull()])
        XCTAssertNil(UserDefaults(suiteName: group)?.object(forKey: "forecast_alert"))
    }
}
