enum MatchClockText {
    /// 45+2', 90+4'
    static func string(minute: Int, half: Int) -> String {
        let regulation = half == 1 ? 45 : 90
        if minute > regulation { return "\(minute)'" }          // stoppage time shown as plain minutes
        return "\(minute)'"
    }
}
