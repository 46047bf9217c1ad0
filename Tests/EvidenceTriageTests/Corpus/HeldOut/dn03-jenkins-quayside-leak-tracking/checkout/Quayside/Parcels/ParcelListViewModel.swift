import Combine
import Foundation
import QuaysideKit

@MainActor
final class ParcelListViewModel: ObservableObject {
    @Published private(set) var rows: [ParcelRow] = []
    private let store: ParcelStore
    private var cancellables = Set<AnyCancellable>()

    init(store: ParcelStore) { self.store = store }

    func onAppear() {
        store.parcelsPublisher
            .map { $0.map(ParcelRow.init) }
            .sink { rows in self.rows = rows }      // strong self, stored in self.cancellables
            .store(in: &cancellables)
    }
}
