import XCTest
@testable import Tern

final class SharedContainerTests: XCTestCase {
    func testAppGroupIdentifierMatchesWidget() {
        XCTAssertEqual(AppGroup.identifier, "group.com.lanternworks.tern")
    }

    /// The departures widget reads the snapshot the app writes here.
    func testAppGroupContainerIsAvailable() throws {
        let url = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: AppGroup.identifier))
        XCTAssertTrue(FileManager.default.isWritableFile(atPath: url.path))
    }
}
