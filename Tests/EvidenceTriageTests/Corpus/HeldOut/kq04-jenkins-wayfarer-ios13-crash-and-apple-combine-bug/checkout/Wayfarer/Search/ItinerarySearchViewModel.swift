import Combine
import CombineSchedulers
import Foundation

final class ItinerarySearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Itinerary] = []
    private var cancellables: Set<AnyCancellable> = []

    init(search: @escaping (String) -> AnyPublisher<[Itinerary], Never>,
         scheduler: AnySchedulerOf<DispatchQueue> = DispatchQueue.main.eraseToAnyScheduler()) {
        $query
            .debounce(for: .milliseconds(300), scheduler: scheduler)
            .removeDuplicates()
            .flatMap(search)
            .receive(on: scheduler)
            .assign(to: \.results, on: self)
            .store(in: &cancellables)
    }
}
