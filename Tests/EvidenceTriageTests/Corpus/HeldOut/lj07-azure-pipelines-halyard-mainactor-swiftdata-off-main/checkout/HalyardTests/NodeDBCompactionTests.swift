import XCTest
@testable import Halyard

final class NodeDBCompactionTests: XCTestCase {
    func testCompactionHandlerRegistered() {
        XCTAssertTrue(BackgroundTasks.registeredIdentifiers.contains("com.halyard.app.nodedb-compact"))
    }
}
