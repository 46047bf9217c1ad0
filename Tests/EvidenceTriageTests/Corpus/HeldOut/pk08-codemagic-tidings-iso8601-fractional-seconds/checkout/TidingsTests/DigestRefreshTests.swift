import XCTest
@testable import Tidings

final class DigestRefreshTests: XCTestCase {
    func testEnablingDigestSchedulesRefresh() throws {
        let settings = SettingsModel()
        settings.dailyDigestEnabled = true
        XCTAssertNotNil(DigestRefresh.shared.pendingRequest)
    }
}
