import XCTest
@testable import Cablewise

/// After the freshly built app has launched once, macOS should offer its
/// widget. GalleryProbe asks PlugInKit which registration is elected.
final class WidgetDiscoveryTests: XCTestCase {
    func testPortsWidgetIsDiscoverable() throws {
        let probe = GalleryProbe(extensionID: "com.cablewise.app.widget")
        let elected = try probe.electedRegistrations()
        XCTAssertEqual(elected.count, 1, "registrations: \(try probe.allRegistrations())")
    }
}
