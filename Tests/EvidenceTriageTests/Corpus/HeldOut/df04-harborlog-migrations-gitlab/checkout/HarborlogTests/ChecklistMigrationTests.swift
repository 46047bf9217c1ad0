import SwiftData
import XCTest
@testable import Harborlog

final class ChecklistMigrationTests: XCTestCase {
    private var storeURL: URL!

    override func setUpWithError() throws {
        storeURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("checklists-\(UUID().uuidString).store")
        // Seed a V1 store on disk.
        let v1 = try ModelContainer(
            for: Schema(versionedSchema: ChecklistSchemaV1.self),
            configurations: ModelConfiguration(url: storeURL)
        )
        let context = ModelContext(v1)
        let departure = ChecklistSchemaV1.Checklist(name: "Before departure")
        departure.items = [Date(timeIntervalSince1970: 1_780_000_000), Date(timeIntervalSince1970: 1_780_000_600)]
            .map { ChecklistSchemaV1.ChecklistItem(timestamp: $0) }
        context.insert(departure)
        try context.save()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: storeURL)
    }

    func testV1ToV2KeepsItemsInTheirList() throws {
        let v2 = try ModelContainer(
            for: Schema(versionedSchema: ChecklistSchemaV2.self),
            migrationPlan: ChecklistMigrationPlan.self,
            configurations: ModelConfiguration(url: storeURL)
        )
        let lists = try ModelContext(v2).fetch(FetchDescriptor<ChecklistSchemaV2.Checklist>())
        XCTAssertEqual(lists.map(\.name), ["Before departure"])
        XCTAssertEqual(lists.first?.items.count, 2)
        XCTAssertEqual(lists.first?.note, "Migrated from 3.x")
    }
}
