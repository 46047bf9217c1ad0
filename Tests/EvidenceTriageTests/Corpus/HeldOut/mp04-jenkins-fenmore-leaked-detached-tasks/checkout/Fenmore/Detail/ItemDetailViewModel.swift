import Foundation

@MainActor
final class ItemDetailViewModel: ObservableObject {
    @Published private(set) var seasons: [Season] = []
    @Published private(set) var artworkLoading = false
    private let library: LibraryClient
    init(library: LibraryClient) { self.library = library }

    func onAppear(item: Item) {
        artworkLoading = true
        Task.detached { [library] in   // not stored: cancel() below cannot reach it
            for await frame in library.artworkFrames(item) { _ = frame }
        }
        Task.detached { [library] in
            let seasons = try await library.seasons(of: item)
            await MainActor.run { self.seasons = seasons }
        }
    }

    func cancel() { /* TODO: keep handles */ }
}
