import XCTest
@testable import Tollgate

final class LiveActivityConfigTests: XCTestCase {
    func testHostAppDeclaresSupportsLiveActivities() {
        let value = Bundle.main.object(forInfoDictionaryKey: "NSSupportsLiveActivities") as? Bool
        XCTAssertEqual(value, true, "the app target's Info.plist must carry NSSupportsLiveActivities")
    }
}
