import XCTest
@testable import Tidewell

/// Guards against registering a task the Info.plist does not permit.
final class InfoPlistContractTests: XCTestCase {
    private var infoPlistURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tidewell/Info.plist")
    }

    func testPermittedIdentifiersMatchTaskCatalog() throws {
        let data = try Data(contentsOf: infoPlistURL)
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as! [String: Any]
        let permitted = (plist["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []).sorted()

        XCTAssertEqual(permitted, TaskCatalog.all.sorted())
    }

    func testBackgroundModesCoverTaskKinds() throws {
        let data = try Data(contentsOf: infoPlistURL)
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as! [String: Any]
        let modes = plist["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
        XCTAssertTrue(modes.contains("processing"))
    }
}
