import XCTest
import BackgroundTasks
@testable import Brightfern

final class BackgroundRefreshTests: XCTestCase {
    func testRefreshHandlerRegisteredAtLaunch() {
        XCTAssertTrue(GardenRefresh.shared.didRegister, "launch handler for \(GardenRefresh.identifier) should be registered in didFinishLaunching")
    }
}
