import Foundation

enum EtaText {
    static func text(minutes: Int) -> String {
        switch minutes {
        case ..<1: return "Arriving now"
        case 1..<60: return "\(minutes) min away"
        default: return "\(minutes / 60) h \(minutes % 60) min away"
        }
    }
}
