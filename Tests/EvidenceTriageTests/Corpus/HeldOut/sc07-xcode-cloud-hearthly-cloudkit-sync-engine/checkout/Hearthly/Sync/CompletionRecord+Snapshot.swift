import Foundation
import SwiftData

extension CompletionRecord {
    struct Snapshot: Equatable { let habitID: UUID; let habitName: String; let day: Date }

    /// Used by the streak, score and calendar views.
    var snapshot: Snapshot {
        Snapshot(habitID: habit!.id,
                 habitName: habit!.name,
                 day: day)
    }
}
