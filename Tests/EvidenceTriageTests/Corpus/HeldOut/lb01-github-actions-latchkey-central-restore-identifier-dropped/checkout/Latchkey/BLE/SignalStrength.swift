enum SignalStrength {
    /// Bars shown next to the lock: 4 at -55 dBm or better, 3 at -70, 2 at -85, else 1.
    static func bars(rssi: Int) -> Int {
        if rssi >= -55 { return 4 }
        if rssi > -70 { return 3 }
        if rssi >= -85 { return 2 }
        return 1
    }
}
