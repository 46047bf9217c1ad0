import Flutter
import Testing
@testable import Runner
@testable import home_widget

/// Native half of home_widget: Dart calls saveWidgetData / updateWidget over
/// the "home_widget" method channel; data must land in the App Group
/// `group.com.bramble.habits`, where the BrambleWidget extension reads it.
@Suite struct WidgetDataBridgeTests {
    static let group = "group.com.bramble.habits"

    @Test func sharedContainerIsAvailable() {
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.group)
        #expect(url != nil, "App Group container missing for this build configuration")
    }

    @Test func saveWidgetDataReachesAppGroup() async throws {
        let plugin = SwiftHomeWidgetPlugin()
        _ = await plugin.handleForTesting(FlutterMethodCall(methodName: "setAppGroupId", arguments: ["groupId": Self.group]))
        let result = await plugin.handleForTesting(
            FlutterMethodCall(methodName: "saveWidgetData", arguments: ["id": "streak", "data": 12]))

        #expect(result as? Bool == true, "saveWidgetData returned \(String(describing: result))")
        #expect(UserDefaults(suiteName: Self.group)?.integer(forKey: "streak") == 12)
    }

    @Test func updateWidgetTargetsKind() async {
        let plugin = SwiftHomeWidgetPlugin()
        let result = await plugin.handleForTesting(
            FlutterMethodCall(methodName: "updateWidget", arguments: ["ios": "HabitStreakWidget"]))
        #expect(result as? Bool == true)
    }
}
