import Foundation

final class WorkoutUploader {
    static let shared = WorkoutUploader(api: LiveWorkoutAPI(), store: .shared)
    var onFinishedForTesting: ((Bool) -> Void)?
    private let api: WorkoutAPI
    private let store: WorkoutStore

    init(api: WorkoutAPI, store: WorkoutStore) { self.api = api; self.store = store }

    @discardableResult
    func uploadPending() async -> Bool {
        let pending = (try? await store.pending()) ?? []
        for workout in pending {
            guard (try? await api.upload(workout)) != nil else { return false }
        }
        // Marks are applied on the next foreground refresh.
        onFinishedForTesting?(true)
        return true
    }

    func uploadPending(completion: @escaping (Bool) -> Void) {
        Task { completion(await uploadPending()) }
    }
}
