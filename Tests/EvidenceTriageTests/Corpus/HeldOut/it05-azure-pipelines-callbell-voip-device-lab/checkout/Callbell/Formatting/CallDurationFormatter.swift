import Foundation

struct CallDurationFormatter {
    func string(from seconds: TimeInterval) -> String {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute]
        f.unitsStyle = .short
        return f.string(from: seconds) ?? ""
    }
}
