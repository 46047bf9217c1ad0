import SwiftData
import XCTest
@testable import NodeLoom

final class LegacyStoreMigrationTests: XCTestCase {
    private var fixtureURL: URL!

    override func setUpWithError() throws {
        let source = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "legacy-2.7.12", withExtension: "sqlite"))
        fixtureURL = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".sqlite")
        try FileManager.default.copyItem(at: source, to: fixtureURL)
    }

    func testLegacyModelIsInAppBundle() {
        let momd = Bundle.main.url(forResource: "NodeLoom", withExtension: "momd")
        XCTAssertNotNil(momd, "legacy Core Data model must ship with the app")
    }

    func testMigrationImportsLegacyNodes() throws {
        let container = try ModelContainer(for: NodeInfo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let imported = try CoreDataMigrationService.migrate(from: fixtureURL, into: context)
        XCTAssertEqual(imported, 12)
    }
}
