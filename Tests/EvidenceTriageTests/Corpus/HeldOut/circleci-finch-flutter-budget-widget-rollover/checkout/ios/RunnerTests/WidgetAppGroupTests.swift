import XCTest

final class WidgetAppGroupTests: XCTestCase {
    static let group = "group.com.finchbudget.shared"

    func testHostAppCanOpenSharedContainer() {
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.group)
        XCTAssertNotNil(url, "containerURL(forSecurityApplicationGroupIdentifier: \(Self.group)) returned nil: Runner is not entitled to the app group FinchWidgetExtension reads")
    }
}
