import XCTest
import ActivityKit
@testable import Quill

/// Guards the host-app keys that ActivityKit reads at runtime. Runs inside the built app (TEST_HOST).
final class LiveActivityConfigTests: XCTestCase {

    func testHostPlistDeclaresLiveActivities() {
        let value = Bundle.main.object(forInfoDictionaryKey: "NSSupportsLiveActivities") as? Bool
        XCTAssertEqual(value, true, "NSSupportsLiveActivities must be set on the app target, not only on the widget extension")
    }

    func testRefreshIdentifierIsPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains("com.quilldelivery.app.refresh"))
    }
}
