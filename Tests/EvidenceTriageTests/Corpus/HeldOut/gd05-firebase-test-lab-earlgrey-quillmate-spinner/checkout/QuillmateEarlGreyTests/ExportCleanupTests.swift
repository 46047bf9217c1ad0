import EarlGrey
import XCTest

final class ExportCleanupTests: XCTestCase {

    /// A previous process left three exports in tmp/exports
    /// (-QMSeedStaleExports). None must survive the next launch.
    func testStaleExportsRemovedOnNextLaunch() {
        let app = XCUIApplication()
        app.launchArguments += ["-QMSeedStaleExports", "3"]
        app.launch()
        app.terminate()

        app.launchArguments = []
        app.launch()
        let hooks = GREYHostApplicationDistantObject.sharedInstance.testHooks
        XCTAssertEqual(hooks.exportTempFileCount(), 0, "stale exports survived a relaunch")
    }
}
