//
//  PinnedNoteTimelineProvider.swift
//  QuinceWidgets
//
//  The timeline logic is kept in a plain type (TimelinePlanner) so it can be unit
//  tested from QuinceTests without WidgetKit.
//

import Foundation
import WidgetKit

enum RefreshPlan: Equatable {
    case after(Date)
    case atEnd
    case never

    var policy: TimelineReloadPolicy {
        switch self {
        case .after(let date): return .after(date)
        case .atEnd: return .atEnd
        case .never: return .never
        }
    }
}

struct PinnedNoteEntry: TimelineEntry {
    let date: Date
    let note: PinnedNote?
    let failed: Bool
}

struct TimelinePlanner {
    var now: () -> Date = Date.init

    func plan(for result: Result<PinnedNote, Error>) -> (entries: [PinnedNoteEntry], refresh: RefreshPlan) {
        let start = now()
        switch result {
        case .success(let note):
            // Refresh hourly; the app also reloads us when the pinned note changes.
            return ([PinnedNoteEntry(date: start, note: note, failed: false)],
                    .after(start.addingTimeInterval(60 * 60)))
        case .failure:
            // Shared container unreadable (first unlock, migration in progress…).
            // Nothing sensible to show until the app runs again.
            return ([PinnedNoteEntry(date: start, note: nil, failed: true)], .never)
        }
    }
}

struct PinnedNoteTimelineProvider: TimelineProvider {
    let reader: WidgetNoteReader
    let planner = TimelinePlanner()

    func placeholder(in context: Context) -> PinnedNoteEntry {
        PinnedNoteEntry(date: .now, note: .placeholder, failed: false)
    }

    func getSnapshot(in context: Context, completion: @escaping (PinnedNoteEntry) -> Void) {
        completion(PinnedNoteEntry(date: .now, note: reader.pinnedNote() ?? .placeholder, failed: false))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PinnedNoteEntry>) -> Void) {
        let plan = planner.plan(for: Result { try reader.loadPinnedNote() })
        completion(Timeline(entries: plan.entries, policy: plan.refresh.policy))
    }
}
