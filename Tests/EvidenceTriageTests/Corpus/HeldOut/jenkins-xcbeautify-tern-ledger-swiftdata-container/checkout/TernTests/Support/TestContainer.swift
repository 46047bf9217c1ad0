import SwiftData
@testable import Tern

/// Shared in-memory container for the store tests.
@MainActor
var testContainer: ModelContainer {
    do {
        let config = ModelConfiguration(isStoredInMemoryOnly: true)
        return try ModelContainer(for: LedgerEntry.self, Account.self, configurations: config)
    } catch {
        fatalError("Failed to create container: \(error)")
    }
}
