import BackgroundTasks

final class BackgroundRuntime {
    private let scheduler: TaskScheduling
    private var registrations: [String: TaskRegistration] = [:]
    private var configuration = Configuration(enabled: false)

    init(scheduler: TaskScheduling = BGTaskScheduler.shared) { self.scheduler = scheduler }

    var registeredIdentifiers: [String] { registrations.keys.sorted() }
    func registerTask(_ registration: TaskRegistration) { registrations[registration.identifier] = registration }
    func configure(enabled: Bool) { configuration = Configuration(enabled: enabled) }

    func reconcileNow() {
        let pending = scheduler.pendingRequestsSync()
        let desired = configuration.enabled ? Set(registrations.keys) : []
        // Only identifiers this version registered are considered, so a request left
        // pending by an older version is never cancelled and keeps its slot.
        for identifier in registrations.keys where !desired.contains(identifier) {
            scheduler.cancel(taskRequestWithIdentifier: identifier)
        }
        for identifier in desired where !pending.contains(where: { $0.identifier == identifier }) {
            try? scheduler.submit(registrations[identifier]!.makeRequest())
        }
    }
}
