import BackgroundTasks
import Foundation
import TideTables

extension Notification.Name {
    static let stationImportFinished = Notification.Name("StationImportFinished")
}

/// Nightly processing task: copies tide stations from the bundled TideTables
/// database into the app's store so berth forecasts work offline.
final class StationImportJob {
    static let identifier = "com.harbormaster.stations.import"

    private let store: StationStore

    init(store: StationStore) {
        self.store = store
    }

    func run(task: ProcessingTaskProtocol) {
        print("[StationImport] handler started")
        guard let databaseURL = TideTablesBundle.stationsDatabaseURL else {
            print("[StationImport] TideTables.bundle not found in main bundle; cannot open stations.sqlite")
            task.setTaskCompleted(success: false)
            return
        }
        do {
            let stations = try StationReader(url: databaseURL).readAll()
            try store.upsert(stations)
            print("[StationImport] imported \(stations.count) stations")
            task.setTaskCompleted(success: true)
            NotificationCenter.default.post(name: .stationImportFinished, object: nil)
        } catch {
            print("[StationImport] import failed: \(error)")
            task.setTaskCompleted(success: false)
        }
    }
}
