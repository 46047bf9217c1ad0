import XCTest
@testable import App

final class SharedContainerTests: XCTestCase {
    func testWidgetAppGroupIsReachable() throws {
        let url = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.ferrylane.shared"),
                                "app group container unavailable")
        XCTAssertTrue(FileManager.default.isWritableFile(atPath: url.path))
    }
}
