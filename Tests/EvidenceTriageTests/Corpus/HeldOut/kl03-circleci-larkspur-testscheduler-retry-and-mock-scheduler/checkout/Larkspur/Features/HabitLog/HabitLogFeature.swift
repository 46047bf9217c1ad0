import ComposableArchitecture
import Foundation

@Reducer
struct HabitLogFeature {
    struct Entry: Equatable, Identifiable {
        let id: UUID
        var title: String
    }

    @ObservableState
    struct State: Equatable {
        var entries: IdentifiedArrayOf<Entry> = []
        var lastDeleted: Entry?
    }

    enum Action: Equatable {
        case delete(Entry.ID)
        case undoTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .delete(id):
                state.lastDeleted = state.entries.remove(id: id)
                return .none

            case .undoTapped:
                guard let entry = state.lastDeleted else { return .none }
                state.entries.append(entry)
                state.lastDeleted = nil
                return .none
            }
        }
    }
}
