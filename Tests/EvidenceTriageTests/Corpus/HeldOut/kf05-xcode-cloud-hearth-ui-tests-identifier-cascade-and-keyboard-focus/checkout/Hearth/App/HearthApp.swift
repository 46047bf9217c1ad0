import BackgroundTasks
import SwiftUI
import os

final class HearthAppDelegate: NSObject, UIApplicationDelegate {
    static let inventorySyncID = "com.hearth.app.inventory-sync"
    private let log = Logger(subsystem: "com.hearth.app", category: "Background")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.inventorySyncID, using: nil) { task in
            TaskRecords.shared.add(Self.inventorySyncID, .appRefresh, .launch, .succeeded)
            InventorySync.shared.run(refresh: task as! BGAppRefreshTask)
        }
        TaskRecords.shared.add(Self.inventorySyncID, .appRefresh, .registration, ok ? .succeeded : .failed)
        log.info("registered \(Self.inventorySyncID, privacy: .public): \(ok)")
        return true
    }

    static func scheduleInventorySync() {
        let request = BGAppRefreshTaskRequest(identifier: inventorySyncID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskRecords.shared.add(inventorySyncID, .appRefresh, .submission, .succeeded)
        } catch {
            Logger(subsystem: "com.hearth.app", category: "Background")
                .error("submit \(inventorySyncID, privacy: .public) failed: \(String(describing: error), privacy: .public)")
            TaskRecords.shared.add(inventorySyncID, .appRefresh, .submission, .failed, error: error)
        }
    }
}

@main
struct HearthApp: App {
    @UIApplicationDelegateAdaptor(HearthAppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup { RootTabView() }
            .onChange(of: scenePhase) { _, phase in
                if phase == .background { HearthAppDelegate.scheduleInventorySync() }
            }
    }
}
