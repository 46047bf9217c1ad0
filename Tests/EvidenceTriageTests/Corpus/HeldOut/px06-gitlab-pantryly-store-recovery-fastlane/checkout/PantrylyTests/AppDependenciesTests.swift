import XCTest
import SwiftData
@testable import Pantryly

@MainActor
final class AppDependenciesTests: XCTestCase {
    func testOpensCurrentStore() throws {
        let url = try StoreFixtures.copy("Pantry-v4.store")
        XCTAssertNotNil(AppDependencies(storeURL: url).modelContainer)
    }

    func testMigrationFailureOpensAppInsteadOfCrashing() throws {
        let url = try StoreFixtures.copy("Pantry-v2-missing-mandatory-expiry.store")
        let deps = AppDependencies(storeURL: url)
        XCTAssertNotNil(deps.modelContainer)
    }
}
