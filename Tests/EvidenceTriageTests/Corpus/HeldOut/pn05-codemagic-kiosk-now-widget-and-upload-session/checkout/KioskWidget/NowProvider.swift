import WidgetKit
import Foundation

struct NowEntry: TimelineEntry {
    enum Phase: Equatable { case beforeEvent(eventStartDate: Date), session(id: String), afterEvent }
    let date: Date
    let phase: Phase
}

struct NowProvider {
    let sessions: [ConferenceSession]

    func entries(now: Date) -> [NowEntry] {
        var entries: [NowEntry] = []
        if let eventStartDate = sessions.first?.dateInterval?.start, now < eventStartDate {
            let before = NowEntry(date: eventStartDate, phase: .beforeEvent(eventStartDate: eventStartDate))
            entries.append(before)
        }
        for session in sessions {
            guard let interval = session.dateInterval, interval.end > now else { continue }
            entries.append(NowEntry(date: max(interval.start, now), phase: .session(id: session.id)))
        }
        if let end = sessions.last?.dateInterval?.end {
            entries.append(NowEntry(date: end, phase: .afterEvent))
        }
        return entries
    }
}
