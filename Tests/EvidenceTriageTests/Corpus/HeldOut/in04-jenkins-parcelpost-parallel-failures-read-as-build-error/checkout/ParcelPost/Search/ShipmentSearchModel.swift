import Combine
import Foundation

@MainActor
final class ShipmentSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Parcel] = []
    private(set) var searchesIssued = 0
    private var cancellable: AnyCancellable?

    init(search: @escaping (String) -> [Parcel], scheduler: DispatchQueue = .main) {
        cancellable = $query
            .debounce(for: .milliseconds(300), scheduler: scheduler)
            .removeDuplicates()
            .sink { [weak self] text in
                self?.searchesIssued += 1
                self?.results = search(text)
            }
    }
}
