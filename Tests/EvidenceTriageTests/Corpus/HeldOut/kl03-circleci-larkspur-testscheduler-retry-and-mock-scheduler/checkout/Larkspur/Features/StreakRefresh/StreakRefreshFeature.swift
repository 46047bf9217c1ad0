import BackgroundTasks
import ComposableArchitecture
import Foundation
import SwiftUI

@Reducer
struct StreakRefreshFeature {
    static let taskID = "com.larkspur.app.streak-refresh"

    @ObservableState
    struct State: Equatable {
        var lastSubmitted: Date?
    }

    enum Action: Equatable {
        case scenePhaseChanged(ScenePhase)
        case debouncedBackground
        case submitted(Date)
    }

    @Dependency(\.backgroundTasks) var backgroundTasks
    @Dependency(\.mainQueue) var mainQueue
    @Dependency(\.date.now) var now
    @Dependency(\.calendar) var calendar

    private enum CancelID { case debounce }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .scenePhaseChanged(.background):
                return .run { send in await send(.debouncedBackground) }
                    .debounce(id: CancelID.debounce, for: .seconds(2), scheduler: mainQueue)

            case .scenePhaseChanged:
                return .none

            case .debouncedBackground:
                let earliest = Self.nextLocalMidnight(after: now, calendar: calendar)
                return .run { send in
                    try await backgroundTasks.submitRefresh(Self.taskID, earliest)
                    await send(.submitted(earliest))
                }

            case let .submitted(date):
                state.lastSubmitted = date
                return .none
            }
        }
    }

    /// The streak rolls over at the user's local midnight, so that is the earliest
    /// moment a refresh is useful.
    static func nextLocalMidnight(after date: Date, calendar: Calendar) -> Date {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        return gregorian.nextDate(after: date, matching: DateComponents(hour: 0, minute: 0),
                                  matchingPolicy: .nextTime)!
    }
}
