enum EtaCopyFormatter {
    static func text(secondsAway: Int) -> String {
        if secondsAway <= 0 { return "Arriving now" }
        return "Arriving in \(secondsAway / 60) min"
    }
}
