import Foundation

enum ReminderCopy {
    static func body(doses: Int) -> String {
        "Take \(doses) dose now"
    }
}
