import Foundation

public struct DoseSchedule {
    public var medications: [Medication]

    public init(medications: [Medication]) { self.medications = medications }

    /// The next dose across all medications, skipping paused ones.
    public func nextDose(after date: Date) -> ScheduledDose? {
        medications
            .flatMap { med in med.times.map { ScheduledDose(medication: med, at: $0.next(after: date)) } }
            .min { $0.at < $1.at }
    }
}
