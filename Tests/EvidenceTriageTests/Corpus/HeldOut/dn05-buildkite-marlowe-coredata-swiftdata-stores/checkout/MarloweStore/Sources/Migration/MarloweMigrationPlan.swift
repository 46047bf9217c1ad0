import Foundation
import SwiftData

enum MarloweMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self, SchemaV3.self] }

    // #377 added SchemaV3 (Bookmark.chapterIndex: Int, non-optional, no default)
    // to `schemas` but no V2 -> V3 stage; lightweight inference cannot fill the
    // new non-optional column for the 12 existing rows.
    static var stages: [MigrationStage] { [migrateV1toV2] }

    static let migrateV1toV2 = MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)
}
