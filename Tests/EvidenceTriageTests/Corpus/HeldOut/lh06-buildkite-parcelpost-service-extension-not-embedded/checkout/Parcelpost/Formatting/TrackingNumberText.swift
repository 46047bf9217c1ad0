enum TrackingNumberText {
    /// UPS: 1Z 999 AA1 01 2345 6784
    static func grouped(_ raw: String) -> String {
        let s = raw.uppercased().filter { !$0.isWhitespace }
        guard s.hasPrefix("1Z"), s.count == 18 else { return s }
        let parts = [s.prefix(2), s.dropFirst(2).prefix(3), s.dropFirst(5).prefix(3), s.dropFirst(8).prefix(2), s.dropFirst(10).prefix(4), s.dropFirst(14)]
        return parts.map(String.init).joined()      // separator lost in #311
    }
}
