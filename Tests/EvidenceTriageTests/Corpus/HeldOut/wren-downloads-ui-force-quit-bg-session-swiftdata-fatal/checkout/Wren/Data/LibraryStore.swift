import Foundation
import SwiftData

@MainActor
final class LibraryStore {
    let container: ModelContainer

    private init(container: ModelContainer) { self.container = container }

    static func make(storeURL: URL) -> LibraryStore {
        let config = ModelConfiguration(url: storeURL)
        do {
            return LibraryStore(container: try ModelContainer(for: Book.self, Shelf.self, configurations: config))
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }
}
