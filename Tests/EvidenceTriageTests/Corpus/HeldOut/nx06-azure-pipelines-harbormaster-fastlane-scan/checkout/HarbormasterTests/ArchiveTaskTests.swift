import XCTest
import BackgroundTasks
@testable import Harbormaster

final class ArchiveTaskTests: XCTestCase {
    func testArchiveHandlerRegisteredOnEnable() {
        let settings = SettingsStore(defaults: .ephemeral())
        settings.setArchiveEnabled(true)
        XCTAssertTrue(ArchiveScheduler.shared.isRegistered)
    }
}
