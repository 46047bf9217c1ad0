import Foundation
import SwiftData

enum CloudConfig {
    static let database: ModelConfiguration.CloudKitDatabase = .automatic

    /// The container SwiftData mirrors to. `.automatic` resolves to the default container for the bundle.
    static var resolvedContainerIdentifier: String {
        "iCloud." + (Bundle.main.bundleIdentifier ?? "com.hearthly.app")
    }

    static func modelConfiguration(schema: Schema) -> ModelConfiguration {
        ModelConfiguration(schema: schema, isStoredInMemoryOnly: false, cloudKitDatabase: database)
    }
}
