import Combine
import Foundation

/// Searches stops as the user types, debounced by 300 ms.
final class StopSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private(set) var searchCount = 0
    private var bag: Set<AnyCancellable> = []

    init(search: @escaping (String) -> [String]) {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] q in
                self?.searchCount += 1
                self?.results = search(q)
            }
            .store(in: &bag)
    }
}
