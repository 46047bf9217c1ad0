enum MatchClockFormatter {
    /// minute 93 in the second half -> "90+3'"
    static func string(minute: Int, half: Int) -> String {
        return "\(minute)'"
    }
}
