import Foundation

struct Reminder {
    let habitID: String
    private(set) var fireDate: Date

    init(habitID: String, fireDate: Date) {
        self.habitID = habitID
        self.fireDate = fireDate
    }

    mutating func snooze(minutes: Int) {
        fireDate = fireDate.addingTimeInterval(TimeInterval(minutes * 60))
    }
}
