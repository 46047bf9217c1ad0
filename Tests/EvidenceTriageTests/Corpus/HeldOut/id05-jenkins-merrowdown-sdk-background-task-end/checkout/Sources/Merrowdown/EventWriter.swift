import UIKit

/// Appends events to the on-disk queue. Each write holds a background task so a write that
/// starts just before the app is suspended can finish.
final class EventWriter {
    private let application: ApplicationProtocol
    private let store: EventStore
    private let queue = DispatchQueue(label: "com.merrowdown.writer")

    init(application: ApplicationProtocol, store: EventStore) {
        self.application = application
        self.store = store
    }

    func write(_ event: Event, completion: @escaping (Result<Void, Error>) -> Void) {
        let taskID = application.beginBackgroundTask(withName: "MerrowdownWriter") { }
        queue.async {
            do {
                try self.store.append(event)
            } catch {
                completion(.failure(error))
                return
            }
            completion(.success(()))
            // The work is done: end the background task.
            self.application.endBackgroundTask(taskID)
        }
    }
}
