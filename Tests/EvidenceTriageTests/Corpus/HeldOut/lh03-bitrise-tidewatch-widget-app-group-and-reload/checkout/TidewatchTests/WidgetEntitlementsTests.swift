import XCTest

final class WidgetEntitlementsTests: XCTestCase {
    /// Simulator builds embed the expanded entitlements next to each bundle.
    private func groups(in bundleURL: URL) throws -> [String] {
        let data = try Data(contentsOf: bundleURL.appendingPathComponent("archived-expanded-entitlements.xcent"))
        let dict = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        return dict?["com.apple.security.application-groups"] as? [String] ?? []
    }

    func testAppSharesAppGroup() throws {
        XCTAssertTrue(try groups(in: Bundle.main.bundleURL).contains("group.com.tidewatch.shared"))
    }

    func testWidgetExtensionSharesAppGroup() throws {
        let appex = Bundle.main.builtInPlugInsURL!.appendingPathComponent("TidewatchWidget.appex")
        let found = try groups(in: appex)
        XCTAssertTrue(found.contains("group.com.tidewatch.shared"), "TidewatchWidget.appex application-groups = \(found); the widget cannot read the app's snapshot")
    }
}
