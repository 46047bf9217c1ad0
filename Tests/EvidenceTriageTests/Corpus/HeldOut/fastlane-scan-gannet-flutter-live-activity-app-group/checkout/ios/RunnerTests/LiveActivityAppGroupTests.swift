import XCTest

/// The Live Activity widget (GannetDeliveryActivity) reads its state from the shared App Group.
final class LiveActivityAppGroupTests: XCTestCase {
    static let group = "group.com.gannet.courier"

    func testSharedContainerAvailableInThisConfiguration() {
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.group)
        XCTAssertNotNil(url, "App Group container \(Self.group) unavailable in this build configuration (\(Bundle.main.object(forInfoDictionaryKey: "GannetBuildConfiguration") ?? "?"))")
    }

    func testSupportsLiveActivitiesKeySet() {
        XCTAssertEqual(Bundle.main.object(forInfoDictionaryKey: "NSSupportsLiveActivities") as? Bool, true)
    }
}
