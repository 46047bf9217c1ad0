import Foundation
import SwiftData

enum ModelStack {
    static let schema = Schema(versionedSchema: MurmurlySchemaV3.self)

    static func makeContainer(at url: URL) throws -> ModelContainer {
        let configuration = ModelConfiguration(schema: schema, url: url)
        // The plan only describes TranscriptionRecord's stages (V1 -> V2 -> V3). Applied to a
        // container holding both models, PromptPreset (new in V3) is never created in a V2 store.
        return try ModelContainer(for: schema,
                                  migrationPlan: TranscriptionRecordMigrationPlan.self,
                                  configurations: [configuration])
    }
}
