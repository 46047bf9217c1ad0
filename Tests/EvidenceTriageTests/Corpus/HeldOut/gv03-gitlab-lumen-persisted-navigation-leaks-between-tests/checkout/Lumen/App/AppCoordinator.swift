import Foundation
import Observation

enum Screen: Codable, Equatable {
    case connecting
    case workspaceList
    case noteDetail(noteId: String, workspaceId: String, noteTitle: String)
}

@MainActor
@Observable
final class AppCoordinator {
    private(set) var screen: Screen = .connecting
    private(set) var workspaces: [Workspace] = []
    private let persistence: NavigationStatePersistence

    init(persistence: NavigationStatePersistence = NavigationStatePersistence()) {
        self.persistence = persistence
    }

    func onConnectionSuccess(workspaces: [Workspace]) {
        self.workspaces = workspaces
        if let restored = persistence.restore() {
            screen = restored
        } else {
            screen = .workspaceList
        }
    }

    func onSelectNote(_ note: Note, in workspace: Workspace) {
        screen = .noteDetail(noteId: note.id, workspaceId: workspace.id, noteTitle: note.title)
        persistence.save(screen)
    }

    func onNoteLoadFailed(transient: Bool) {
        if !transient {
            screen = .workspaceList
            persistence.clear()
        }
    }
}
