import Foundation
import Testing
@testable import Lumen

@MainActor
struct AppCoordinatorTests {
    let workspace = Workspace(id: "ws-1", name: "Personal")

    @Test func onConnectionSuccess_setsWorkspaceList() {
        let coordinator = AppCoordinator()

        coordinator.onConnectionSuccess(workspaces: [workspace])

        #expect(coordinator.workspaces == [workspace])
        switch coordinator.screen {
        case .workspaceList:
            break
        default:
            Issue.record("Expected .workspaceList, got \(coordinator.screen)")
        }
    }

    @Test func onSelectWorkspace_restoredNoteTransientError_staysOnNote() {
        let ws = Workspace(id: "test-coord-restore-note-transient-\(UUID().uuidString)", name: "Restore")
        let note = Note(id: "note-1", title: "Flaky Network Note")
        let coordinator = AppCoordinator()
        coordinator.onConnectionSuccess(workspaces: [ws])
        coordinator.onSelectNote(note, in: ws)

        coordinator.onNoteLoadFailed(transient: true)

        #expect(coordinator.screen == .noteDetail(noteId: "note-1", workspaceId: ws.id, noteTitle: "Flaky Network Note"))
    }

    @Test func onNoteLoadFailed_permanent_returnsToList() {
        let persistence = NavigationStatePersistence(defaults: UserDefaults(suiteName: "AppCoordinatorTests.permanent")!)
        let coordinator = AppCoordinator(persistence: persistence)
        coordinator.onConnectionSuccess(workspaces: [workspace])
        coordinator.onSelectNote(Note(id: "n2", title: "Gone"), in: workspace)

        coordinator.onNoteLoadFailed(transient: false)

        #expect(coordinator.screen == .workspaceList)
    }
}
