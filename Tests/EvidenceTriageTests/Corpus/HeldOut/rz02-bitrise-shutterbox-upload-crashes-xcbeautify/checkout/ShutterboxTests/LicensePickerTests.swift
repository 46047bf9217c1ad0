import XCTest
@testable import Shutterbox

final class LicensePickerTests: XCTestCase {
    func testNewDraftDefaultsToShareAlike() {
        XCTAssertEqual(License.defaultForNewDrafts, .ccBySa4)
    }
}
