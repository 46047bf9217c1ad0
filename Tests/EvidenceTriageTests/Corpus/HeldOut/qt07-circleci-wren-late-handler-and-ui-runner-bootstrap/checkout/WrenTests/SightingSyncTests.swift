import XCTest
@testable import Wren

final class SightingSyncTests: XCTestCase {
    func testEnablingSyncSchedulesUpload() throws {
        let settings = SyncSettingsViewModel()
        settings.setBackgroundUploadEnabled(true)
        XCTAssertEqual(SightingUpload.shared.pendingRequestIdentifier, "com.wrenapp.wren.sighting-upload")
    }
}
