import Foundation

@MainActor
final class ParcelListViewModel: ObservableObject {
    @Published private(set) var parcels: [Parcel] = []

    func load(_ all: [Parcel]) {
        parcels = all.sorted { lhs, rhs in
            if lhs.isDelivered != rhs.isDelivered { return lhs.isDelivered }
            return lhs.updatedAt > rhs.updatedAt
        }
    }
}
