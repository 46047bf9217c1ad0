import CoreData
import SwiftUI

@MainActor
final class RoutineStore: ObservableObject {
    let container: NSPersistentContainer
    @Published var activeRoutine: Routine?

    init(container: NSPersistentContainer) { self.container = container }

    /// Restores the in-progress routine when the app becomes active.
    func restoreActiveRoutine() {
        let request = Routine.fetchRequest()
        request.predicate = NSPredicate(format: "endedAt == nil")
        request.sortDescriptors = [NSSortDescriptor(key: "startedAt", ascending: false)]
        let all = (try? container.viewContext.fetch(request)) ?? []
        activeRoutine = all.first { routine in routine.exercises.allSatisfy { $0.isLoaded } }
    }
}

struct RowlineScene: Scene {
    @Environment(\.scenePhase) private var phase
    @StateObject var store: RoutineStore

    var body: some Scene {
        WindowGroup { RoutineListView().environmentObject(store) }
            .onChange(of: phase) { _, newPhase in
                if newPhase == .active { store.restoreActiveRoutine() }
            }
    }
}
