import Foundation
import SwiftData

/// The SwiftData store the app and its extensions share through the App Group container.
@MainActor
public final class SharedVaultStore {
    public let container: ModelContainer

    public init(inMemory: Bool = false) throws {
        let configuration = ModelConfiguration(
            "SharedVault",
            schema: Schema([VaultItem.self, VaultFolder.self]),
            isStoredInMemoryOnly: inMemory,
            groupContainer: .identifier(AppGroup.identifier)
        )
        container = try ModelContainer(for: VaultItem.self, VaultFolder.self, configurations: configuration)
    }

    public func insert(_ item: VaultItem) throws {
        container.mainContext.insert(item)
        try container.mainContext.save()
    }
}
