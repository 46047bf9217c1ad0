import SwiftData
import XCTest
@testable import Meshline

@MainActor
final class PersistenceRecoveryTests: XCTestCase {

    /// A store SwiftData cannot open (legacy Core Data file left at the default path) must not take the app down.
    func testOpensUnreadableLegacyStore() throws {
        let url = try FixtureStore.copy("Meshline-v58-coredata.sqlite", toTemporaryNamed: "Meshline.sqlite")
        let controller = PersistenceController(storeURL: url)
        XCTAssertNotNil(controller.container)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.deletingLastPathComponent().appendingPathComponent("Meshline-broken").path))
    }
}
