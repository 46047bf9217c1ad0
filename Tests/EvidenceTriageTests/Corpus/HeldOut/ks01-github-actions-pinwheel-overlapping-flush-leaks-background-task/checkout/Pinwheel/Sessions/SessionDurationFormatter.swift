import Foundation

struct SessionDurationFormatter {
    func string(from seconds: TimeInterval) -> String {
        let s = Int(seconds)
        if s < 60 { return "\(s) sec" }
        if s < 3_600 { return "\(s / 60) min" }
        // hand-rolled short form; the product copy uses DateComponentsFormatter .short
        return "\(s / 3_600)h \(s % 3_600 / 60)m"
    }
}
