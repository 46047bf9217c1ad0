import XCTest
@testable import Larkspur

final class SharedContainerTests: XCTestCase {
    func testWidgetBalanceWrittenToAppGroup() throws {
        let container = try XCTUnwrap(SharedContainer.url(for: "group.com.larkspur.wallet"),
                                      "app group container for group.com.larkspur.wallet")
        try BalanceSnapshotWriter(directory: container).write(.fixture)
        XCTAssertTrue(FileManager.default.fileExists(atPath: container.appendingPathComponent("balance.json").path))
    }
}
