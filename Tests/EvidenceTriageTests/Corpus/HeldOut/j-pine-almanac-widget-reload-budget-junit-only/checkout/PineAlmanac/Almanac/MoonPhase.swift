/// Phase from the moon's age in days (synodic month 29.53 d).
struct MoonPhase {
    let age: Double
    var name: String {
        switch age {
        case ..<1.84: return "New moon"
        case ..<7.6: return "Waxing crescent"
        case ..<9.22: return "First quarter"
        case ..<14.77: return "Waxing gibbous"
        case ..<16.61: return "Full moon"
        default: return "Waning"
        }
    }
}
