import Foundation

struct DosePlan {
    let localTime: DateComponents
    let calendar: Calendar

    /// Stored as a fixed UTC offset the first time the plan was saved (winter).
    func nextDose(after date: Date) -> Date {
        let secondsFromMidnightUTC = TimeInterval((localTime.hour! + 5) * 3600 + localTime.minute! * 60)
        let dayStartUTC = Calendar(identifier: .gregorian).startOfDay(for: date)
        return dayStartUTC.addingTimeInterval(secondsFromMidnightUTC.truncatingRemainder(dividingBy: 86_400))
    }
}
