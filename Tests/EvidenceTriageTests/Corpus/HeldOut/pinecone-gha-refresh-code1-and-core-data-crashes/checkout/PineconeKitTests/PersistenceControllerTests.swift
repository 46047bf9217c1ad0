import XCTest
import SwiftData
@testable import PineconeKit

final class PersistenceControllerTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    func testOpensFreshStore() throws {
        let controller = PersistenceController(directory: dir)
        XCTAssertTrue(controller.isPersistent)
    }

    func testRecoversFromUnreadableStore() throws {
        // A store SwiftData cannot open (left by a failed migration).
        let store = dir.appendingPathComponent("Pinecone.store")
        try Data("not a database".utf8).write(to: store)

        let controller = PersistenceController(directory: dir)
        XCTAssertTrue(controller.isPersistent)
        XCTAssertTrue(FileManager.default.fileExists(atPath: controller.quarantinedStoreURL!.path))
    }
}
