import XCTest
@testable import Quillwort

final class BackgroundRegistrationTests: XCTestCase {
    func testRefreshIdentifierIsPermittedByBuiltPlist() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted, ["com.quillwort.app.refresh"])
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String]
        XCTAssertTrue(modes?.contains("fetch") == true)
    }
}
