import BackgroundTasks
import CoreData

@MainActor
final class TrackingRefreshJob {
    static let shared = TrackingRefreshJob(container: PersistenceController.shared.container,
                                           client: TrackingClient.live)
    private let container: NSPersistentContainer
    private let client: TrackingClient
    private(set) var lastSyncDate: Date?

    init(container: NSPersistentContainer, client: TrackingClient) {
        self.container = container
        self.client = client
    }

    func handle(_ task: BGAppRefreshTask) {
        let work = Task { await run() }
        task.expirationHandler = { work.cancel() }
        Task {
            await work.value
            task.setTaskCompleted(success: !work.isCancelled)
        }
    }

    func run() async {
        guard let events = try? await client.fetchUpdates(since: lastSyncDate) else { return }
        await persist(events)
        lastSyncDate = events.map(\.timestamp).max() ?? lastSyncDate
    }

    private func persist(_ events: [TrackingEvent]) async {
        let context = container.newBackgroundContext()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            context.perform {
                for event in events {
                    let row = CDTrackingEvent(context: context)
                    row.parcelID = event.parcelID
                    row.status = event.status.rawValue
                    row.timestamp = event.timestamp
                }
                try? context.save()
                done.resume()
            }
        }
    }
}
