import BackgroundTasks

enum BackgroundTasks {
    static let compaction = "com.halyard.app.nodedb-compact"
    private(set) static var registeredIdentifiers: Set<String> = []

    static func registerAll() {
        if BGTaskScheduler.shared.register(forTaskWithIdentifier: compaction, using: nil, launchHandler: { NodeDBCompactor.run($0 as! BGProcessingTask) }) {
            registeredIdentifiers.insert(compaction)
        }
    }
}
