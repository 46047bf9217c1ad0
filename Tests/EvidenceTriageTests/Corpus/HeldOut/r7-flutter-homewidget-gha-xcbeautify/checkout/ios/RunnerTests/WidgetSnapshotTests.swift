import XCTest
@testable import Runner

final class WidgetSnapshotTests: XCTestCase {

    func testSnapshotVisibleToWidgetExtension() throws {
        let container = try XCTUnwrap(
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: WidgetBridge.appGroupId))
        try WidgetBridge.writeSnapshot(SessionSnapshot(streak: 12, minutesToday: 18), to: container)
        let reread = try WidgetBridge.readSnapshot(from: container)
        XCTAssertEqual(reread?.streak, 12)
    }
}
