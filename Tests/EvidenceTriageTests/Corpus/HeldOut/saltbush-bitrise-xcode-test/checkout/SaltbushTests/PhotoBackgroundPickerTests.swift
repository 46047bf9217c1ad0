import XCTest
import Photos
@testable import Saltbush

final class PhotoBackgroundPickerTests: XCTestCase {
    func testRequestsLibraryAccessBeforeShowingPicker() {
        let picker = PhotoBackgroundPicker()
        let asked = expectation(description: "authorization requested")
        picker.prepare { status in
            XCTAssertNotEqual(status, .notDetermined)
            asked.fulfill()
        }
        wait(for: [asked], timeout: 5)
    }
}
