struct PowerZoneFormatter {
    let ftp: Double

    func zoneLabel(watts: Double) -> String {
        let percent = Int(watts / ftp * 100)   // truncates 90.8 -> 90
        switch percent {
        case ..<56: return "Z1 Recovery"
        case ..<76: return "Z2 Endurance"
        case ..<91: return "Z3 Tempo"
        case ..<106: return "Z4 Threshold"
        case ..<121: return "Z5 VO2max"
        default: return "Z6 Anaerobic"
        }
    }
}
