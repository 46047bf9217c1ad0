import Foundation

@MainActor
final class HomeViewModel: ObservableObject {
    @Published private(set) var shelves: [Shelf] = []
    private let library: LibraryClient

    init(library: LibraryClient) { self.library = library }

    func load() {
        // Detached so the fetch does not inherit the main actor; nobody keeps or cancels it.
        Task.detached { [library] in
            let shelves = try await library.shelves()
            await MainActor.run { self.shelves = shelves }
        }
    }
}
