import Foundation

struct Stay { let from: String; let to: String }  // ISO dates, checkout day exclusive

struct BerthCalendar {
    let existing: [Stay]

    func canBook(_ stay: Stay) -> Bool {
        // A stay may begin on the day another ends.
        !existing.contains { $0.from == stay.from }
    }
}
