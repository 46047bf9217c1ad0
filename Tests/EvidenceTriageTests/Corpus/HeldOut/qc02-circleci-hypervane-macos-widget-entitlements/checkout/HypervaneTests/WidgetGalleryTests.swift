import XCTest

/// Asks PlugInKit whether macOS registered the widget after the app launched once.
final class WidgetGalleryTests: XCTestCase {
    func testGalleryDescriptorsIncludeClusterWidget() throws {
        let out = try Shell.run("/usr/bin/pluginkit", ["-m", "-v", "-i", "dev.hypervane.app.widget"])
        XCTAssertTrue(out.contains("dev.hypervane.app.widget"), "pluginkit did not list the widget: \(out)")
    }
}
