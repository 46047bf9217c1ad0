enum SafetyBufferFormatter {
    /// Days of safety buffer before the goal derails: "3d", "0d" (beemergency), "derailed".
    static func string(days: Int) -> String {
        days < -1 ? "derailed" : "\(days)d"
    }
}
