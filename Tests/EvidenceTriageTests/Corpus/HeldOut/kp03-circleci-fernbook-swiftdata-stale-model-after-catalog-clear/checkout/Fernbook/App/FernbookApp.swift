import BackgroundTasks
import SwiftData
import SwiftUI

@main
struct FernbookApp: App {
    let container = try! ModelContainer(for: Species.self, Plant.self)

    init() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: CatalogRefreshScheduler.identifier, using: nil) { [container] task in
            Task { @MainActor in
                do {
                    try await CatalogRefreshJob(container: container, client: .live).run()
                    task.setTaskCompleted(success: true)
                } catch {
                    task.setTaskCompleted(success: false)
                }
                try? CatalogRefreshScheduler.scheduleNext(using: .shared)
            }
        }
        Log.bg.info("[BG] registered \(CatalogRefreshScheduler.identifier, privacy: .public): \(ok)")
        DiagnosticsRecorder.shared.record(identifier: CatalogRefreshScheduler.identifier, kind: .appRefresh,
                                          phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    var body: some Scene {
        WindowGroup { RootView() }.modelContainer(container)
    }
}
