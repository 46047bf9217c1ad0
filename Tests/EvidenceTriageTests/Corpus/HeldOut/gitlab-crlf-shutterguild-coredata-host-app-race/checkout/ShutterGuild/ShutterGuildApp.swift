import CoreData
import SwiftUI

@main
struct ShutterGuildApp: App {
    @Environment(\.scenePhase) private var scenePhase
    let persistenceController = PersistenceController.shared

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(\.managedObjectContext, persistenceController.container.viewContext)
                .onAppear {
                    if !Settings.manualDataLoading {
                        loadClubsAndMembers() // runs in the unit-test host too
                    }
                }
        }
    }

    private func loadClubsAndMembers() {
        let bgContext = persistenceController.container.newBackgroundContext()
        bgContext.perform {
            Level0JsonReader(bgContext: bgContext)
            Level1JsonReader(bgContext: bgContext, fileName: "root")
            Level1JsonReader(bgContext: bgContext, fileName: "museums")
            Level2Loader.loadAll(bgContext: bgContext)
        }
    }
}
