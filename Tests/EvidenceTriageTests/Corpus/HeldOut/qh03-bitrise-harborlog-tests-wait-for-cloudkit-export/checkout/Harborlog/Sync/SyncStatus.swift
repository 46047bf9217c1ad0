import Foundation
import CoreData
import Combine

@MainActor
final class SyncStatus: ObservableObject {
    @Published private(set) var lastCloudSync: Date?
    private var bag = Set<AnyCancellable>()

    init(stack: CloudStack) {
        NotificationCenter.default.publisher(for: .NSManagedObjectContextDidSave)
            .receive(on: RunLoop.main)
            .sink { [weak self] _ in self?.lastCloudSync = .now }
            .store(in: &bag)
    }
}
