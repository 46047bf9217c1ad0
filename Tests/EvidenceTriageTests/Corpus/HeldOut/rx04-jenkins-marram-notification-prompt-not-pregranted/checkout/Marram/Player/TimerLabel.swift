import Foundation

enum TimerLabel {
    static func text(minutes: Int) -> String {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.minute]
        f.unitsStyle = .short
        return f.string(from: TimeInterval(minutes * 60)) ?? ""
    }
}
